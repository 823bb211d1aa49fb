# Right: computes in float64 (exact for every pixel + bounded amount), after bounding the amount to +-256 so the float conversion never matters, then clamps and converts back.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shift = float(max(-256, min(256, amount)))
    return (images.to(torch.float64) + shift).clamp(0.0, 255.0).to(torch.uint8)
