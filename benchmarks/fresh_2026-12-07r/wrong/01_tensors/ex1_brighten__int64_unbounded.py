# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`)" -- int64 is taken as wide enough without bounding the amount, so for amount = 2**63 - 1 any pixel above 0 overflows int64, wraps negative and is clamped to 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64) + amount
    return wide.clamp(0, 255).to(torch.uint8)
