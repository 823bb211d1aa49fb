# Right: a 256-entry lookup table built on the images' device from the bounded amount, indexed by the pixel values.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shift = max(-256, min(256, amount))
    table = torch.arange(256, dtype=torch.int32, device=images.device).add(shift).clamp(0, 255)
    return table.to(torch.uint8)[images.to(torch.int64)]
