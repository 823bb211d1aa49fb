# Mistake: "amount is any Python int (between -2**63 and 2**63 - 1)" — computes in int64 without bounding the amount, so images + (2**63 - 1) overflows to negative and clamps to 0.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return torch.clamp(images.long() + amount, min=0, max=255).to(torch.uint8)
