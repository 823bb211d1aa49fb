# Right: bounds the amount, builds a 256-entry lookup table on the images' device, and indexes it with the pixels (no arithmetic on the images at all).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shift = max(-256, min(256, amount))                       # nothing changes past +-255
    table = (torch.arange(256, device=images.device, dtype=torch.int16) + shift).clamp(0, 255).to(torch.uint8)
    return table[images.long()]
