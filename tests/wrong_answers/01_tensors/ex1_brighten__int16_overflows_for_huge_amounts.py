# Diagnosis: huge-amount
# Pitfall: int16 is wide enough for pixel + amount only while |amount| < 32513; brighten(x, 40000) wraps to black.
import torch


def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wider = images.to(torch.int16) + amount
    return wider.clamp(0, 255).to(torch.uint8)
