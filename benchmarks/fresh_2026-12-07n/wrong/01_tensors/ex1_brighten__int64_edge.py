# Mistake: "`amount` is any Python int from -2**63 to 2**63 - 1": int64 looks wide enough, but pixel + amount overflows it near the ends, so brighten(x, 2**63 - 1) wraps to large negatives and gives 0 for every pixel above 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    total = images.long() + amount
    return torch.clamp(total, 0, 255).to(torch.uint8)
