# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`)": int64 is used as the "wide enough" type, but pixel + amount overflows it near 2**63 - 1 (brighten(x, 2**63 - 1) wraps to negative and gives 0 instead of 255 for every pixel above 0).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64) + amount
    return wide.clamp(0, 255).to(torch.uint8)
