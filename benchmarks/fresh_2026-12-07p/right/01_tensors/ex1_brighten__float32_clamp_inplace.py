# Right: computes in float32 (exact for every pixel + bounded amount, and a huge amount simply lands far outside 0..255), clamping in place on the new float tensor, never on images.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shifted = images.to(torch.float32) + float(max(-256, min(256, amount)))
    return shifted.clamp_(0, 255).to(torch.uint8)
