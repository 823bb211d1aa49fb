# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`), even far past 255" -- adds in int64, "the widest type", without bounding the amount: for amount near 2**63 - 1, pixel + amount overflows int64 and wraps to a large negative number, which clamps to 0 (the image turns black instead of all 255).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64) + amount       # int64 holds anything an int can be
    return wide.clamp(0, 255).to(torch.uint8)
