# Right: computes in float32 (every pixel+amount sum saturates correctly there, even for +-2**63) instead of a bounded wider integer.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return torch.clamp(images.to(torch.float32) + float(amount), 0.0, 255.0).to(torch.uint8)
