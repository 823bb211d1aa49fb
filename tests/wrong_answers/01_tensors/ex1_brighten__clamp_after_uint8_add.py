# Diagnosis: wraps-around
# Pitfall: clamps after the uint8 addition, when the wrap-around has already happened.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images + amount).clamp(0, 255)
