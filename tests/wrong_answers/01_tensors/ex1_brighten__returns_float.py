# Diagnosis: not-uint8
# Pitfall: saturates correctly but hands back float32 instead of uint8 images.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.float() + amount).clamp(0, 255)
