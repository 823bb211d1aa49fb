# Right: computes in float64 (exact for every sum that lands in 0..255, and no overflow for any int amount), clamps, and converts back.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.float64) + float(amount)).clamp_(0, 255).to(torch.uint8)
