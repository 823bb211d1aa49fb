# Right: computes in float32 (exact for 0..255 plus a bounded amount), clamps, and converts back; the amount is bounded first so no float rounding can reach the result.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = float(min(max(amount, -256), 256))
    return torch.clamp(images.to(torch.float32) + step, 0.0, 255.0).to(torch.uint8)
