# Mistake: "return a new `uint8` tensor ... on the same device" — a 256-entry lookup table is built on the CPU and indexed with the images: on an accelerator the index lives on another device (error), and the table is never moved.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    lut = (torch.arange(256, dtype=torch.int16) + amount).clamp(0, 255).to(torch.uint8)
    return lut[images.long()]
