# Right: computes in float64 (every uint8 value plus the amount is exact or saturates far past 0/255; float(2**63-1) and float(-2**63) are finite), clamps, then converts back; never writes into images and stays on its device.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shifted = images.to(torch.float64) + float(amount)
    return torch.clamp(shifted, 0.0, 255.0).to(torch.uint8)
