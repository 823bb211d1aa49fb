# Mistake: "images may have any shape (an empty batch too) and any memory layout" — it flattens with .view(-1) to work on one long row of pixels, which raises RuntimeError for a transposed or step-sliced (non-contiguous) batch of images.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = max(-255, min(255, amount))     # nothing changes past ±255
    flat = images.view(-1).to(torch.int16)
    flat = (flat + step).clamp(0, 255).to(torch.uint8)
    return flat.view(images.shape)
