# Right: computes in float64 (every pixel + any int64 amount is finite there; rounding of huge amounts does not matter since they saturate, and for |amount| <= 255 the sums are exact), clamps, converts back; new tensor, same device, any layout.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.float64) + float(amount)).clamp(0, 255).to(torch.uint8)
