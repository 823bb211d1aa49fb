# Mistake: "`int16` overflows once `pixel + amount` passes 32767 (an `amount` above 32767 - 255 = 32512 is enough)" -- computes in int16 without bounding the amount, so brighten(images, 40000) wraps (40000 is -25536 in int16) and gives all 0 instead of all 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int16) + amount
    return torch.clamp(wide, 0, 255).to(torch.uint8)
