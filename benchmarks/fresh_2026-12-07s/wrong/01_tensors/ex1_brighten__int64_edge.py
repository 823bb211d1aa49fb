# Mistake: "amount: any Python int from -2**63 to 2**63 - 1" -- adds in int64 without bounding the amount, so amount = 2**63 - 1 plus any positive pixel wraps to a negative number and clamps to 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.int64) + amount).clamp(0, 255).to(torch.uint8)
