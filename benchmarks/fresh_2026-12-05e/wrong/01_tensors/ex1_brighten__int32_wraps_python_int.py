# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`), even far past 255" — adding in int32 without bounding the amount: 2**40 is silently taken modulo 2**32 (to 0), so brighten(images, 2**40) returns the images unchanged instead of all 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.int32) + amount).clamp(0, 255).to(torch.uint8)
