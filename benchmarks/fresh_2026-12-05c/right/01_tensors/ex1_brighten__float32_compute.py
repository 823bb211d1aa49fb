# Right: computes in float32 (exact for 0..255 plus a bounded amount, and no overflow for huge amounts, which clamp anyway), clamps and converts back to uint8
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shift = float(max(-256, min(256, amount)))
    out = torch.clamp(images.to(torch.float32) + shift, min=0.0, max=255.0)
    return out.to(torch.uint8)
