# Mistake: "`int16` overflows once `pixel + amount` passes 32767 (an `amount` above 32767 - 255 = 32512 is enough) ... so bound the amount first": no bound, so brighten(x, 40000) wraps in int16 and is not all 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    out = images.to(torch.int16) + amount
    return out.clamp(min=0, max=255).to(torch.uint8)
