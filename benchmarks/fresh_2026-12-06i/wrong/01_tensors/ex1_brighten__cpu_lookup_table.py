# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — a 256-entry lookup table is built with torch.arange on the CPU and indexed with the images' values; images on a GPU (or meta) meet a CPU table and the indexing fails on tensors on different devices.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = max(-255, min(255, amount))          # nothing changes past +-255
    table = (torch.arange(256, dtype=torch.int16) + step).clamp(0, 255).to(torch.uint8)
    return table[images.long()]
