# Mistake: "return a new uint8 tensor of the same shape, on the same device" — a 256-entry lookup table is built on the CPU and indexed with the images, so images on an accelerator meet a CPU tensor (raises there; the meta device refuses too)
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    table = (torch.arange(256, dtype=torch.int16) + amount).clamp(0, 255).to(torch.uint8)
    return table[images.long()]
