# Mistake: "return a new uint8 tensor of the same shape, on the same device" (must-handle: inputs on an accelerator, where tensors made on the CPU do not mix with its tensors) — it builds the classic 256-entry lookup table with torch.arange on the CPU and indexes it with the images, which fails for images on a GPU (or meta).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = max(-255, min(255, amount))
    table = (torch.arange(256, dtype=torch.int16) + step).clamp(0, 255).to(torch.uint8)
    return table[images.long()]
