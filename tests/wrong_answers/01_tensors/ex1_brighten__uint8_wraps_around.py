# Diagnosis: wraps-around
# Pitfall: uint8 addition wraps around (250 + 10 == 4).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return images + amount
