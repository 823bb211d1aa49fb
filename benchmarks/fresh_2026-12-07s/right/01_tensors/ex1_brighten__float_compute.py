# Right: computes in float64 (exact for every pixel + bounded amount), adds the amount already bounded to ±255 as a float, clamps and converts back.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = float(max(-255, min(255, amount)))
    return (images.to(torch.float64) + step).clamp(0.0, 255.0).to(torch.uint8)
