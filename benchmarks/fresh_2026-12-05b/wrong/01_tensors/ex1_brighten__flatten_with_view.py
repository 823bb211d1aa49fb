# Mistake: "images may have any shape (an empty batch too) and any memory layout" — flattens with .view(-1), which raises for transposed or strided images.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shift = max(-255, min(255, amount))
    flat = images.view(-1).to(torch.int16)
    return (flat + shift).clamp(0, 255).to(torch.uint8).view(images.shape)
