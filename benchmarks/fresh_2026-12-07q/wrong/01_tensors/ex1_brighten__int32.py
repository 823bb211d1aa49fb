# Mistake: "`amount` is any Python int ... even far past 255" / "`int32` once it passes 2**31 - 1, so bound the amount first": int32 without bounding the amount wraps the Python int into int32, so brighten(x, 2**40) (2**40 is 0 modulo 2**32) returns the pixels unchanged instead of all 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return torch.clamp(images.to(torch.int32) + amount, 0, 255).to(torch.uint8)
