# Diagnosis: no-lower-clamp
# Pitfall: thinks only of brightening; a negative amount wraps below 0.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.int32) + amount).clamp(max=255).to(torch.uint8)
