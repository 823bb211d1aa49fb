# Diagnosis: huge-amount
# Pitfall: int32 cannot hold an amount of 2**40: the addition raises instead of saturating.
import torch


def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return torch.clamp(images.to(torch.int32) + amount, 0, 255).to(torch.uint8)
