# Diagnosis: input-modified
# Pitfall: saturates correctly but writes the result into the caller's images to save memory.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int16) + amount
    images.copy_(wide.clamp(0, 255))
    return images
