# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`)" and "A wider type has limits too ... so bound the amount first": the sum is computed in int64 without bounding the amount, so brighten(images, 2**63 - 1) overflows int64 for every pixel above 0, wraps negative and clamps to 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64) + amount      # int64: room for any pixel + amount
    return wide.clamp(0, 255).to(torch.uint8)
