# Right: float64 holds every pixel sum exactly once the amount is bounded to ±256 (and float64 of any Python int is finite), clamp then convert back; no in-place op touches images.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    bounded = float(max(-256, min(256, amount)))
    out = images.to(torch.float64).add(bounded).clamp(0.0, 255.0)
    return out.to(torch.uint8)
