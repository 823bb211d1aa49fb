# Right: computes in float32 (any int amount converts to a finite float, so nothing overflows; near 0..255 every sum is exact, and past it rounding cannot cross the clamp), clamps with torch.clamp and converts back with .to(torch.uint8); no bound on the amount needed.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shifted = images.to(torch.float32) + float(amount)
    return torch.clamp(shifted, 0.0, 255.0).to(torch.uint8)
