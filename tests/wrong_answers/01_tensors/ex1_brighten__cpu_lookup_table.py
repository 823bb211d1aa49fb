# Diagnosis: domain-wrong-result
# Pitfall (only an accelerator shows it): "return a new uint8 tensor of the same shape, on the same device" — builds the 256-entry lookup table on the CPU, which fails (or leaves the CPU) for images on an accelerator.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shift = max(-255, min(255, amount))
    table = (torch.arange(256, dtype=torch.int16) + shift).clamp(0, 255).to(torch.uint8)
    return table[images.long()]
