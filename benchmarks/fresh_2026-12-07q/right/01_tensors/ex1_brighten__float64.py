# Right: computes in float64 (exact for every pixel plus a bounded amount) with the clamp folded into clamp_min/clamp_max, then converts back.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shifted = images.to(torch.float64) + float(max(-256, min(256, amount)))
    return shifted.clamp_min(0).clamp_max(255).to(torch.uint8)
