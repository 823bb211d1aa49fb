# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`)" — int64 is wide enough for the amount but pixel + (2**63 - 1) overflows to negative and clamps to 0 instead of 255
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return torch.clamp(images.long() + amount, 0, 255).to(torch.uint8)
