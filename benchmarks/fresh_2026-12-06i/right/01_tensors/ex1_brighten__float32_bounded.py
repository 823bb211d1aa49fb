# Right: computes in float32 (exact for every integer that can occur after bounding the amount to +-255), clamps with torch.clamp, and converts back with an explicit round.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = float(max(-255, min(255, int(amount))))
    out = torch.clamp(images.to(torch.float32) + step, min=0.0, max=255.0)
    return out.round().to(torch.uint8)
