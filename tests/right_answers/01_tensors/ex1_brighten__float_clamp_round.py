# Approach: float arithmetic, torch.clamp with keywords, round, then back to uint8.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return torch.clamp(images.float() + amount, min=0, max=255).round().to(torch.uint8)
