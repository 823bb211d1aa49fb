# Right: computes in float64 (every pixel and every amount up to ±2**63 fits without wrapping), clamps, and converts back, instead of bounding the amount in an integer type.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    out = images.to(torch.float64) + float(amount)
    return out.clamp(min=0.0, max=255.0).to(torch.uint8)
