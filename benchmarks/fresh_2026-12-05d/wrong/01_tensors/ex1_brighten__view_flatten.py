# Mistake: "`images` may have any shape ... and any memory layout" / "memory layouts: contiguous, strided or transposed" — images.view(-1) raises on a transposed or strided batch.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    flat = images.view(-1).to(torch.int16)
    return (flat + amount).clamp(0, 255).to(torch.uint8).view(images.shape)
