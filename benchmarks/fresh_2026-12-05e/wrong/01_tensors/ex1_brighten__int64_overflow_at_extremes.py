# Mistake: "`amount`: any Python int from `-2**63` to `2**63 - 1`" — int64 is wide enough for the amount but not for pixel + amount: 200 + (2**63 - 1) wraps to a negative number and clamps to 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.long() + amount
    return torch.clamp(wide, min=0, max=255).to(torch.uint8)
