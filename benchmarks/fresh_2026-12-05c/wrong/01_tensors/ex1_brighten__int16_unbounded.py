# Mistake: "`int16` overflows once `amount` passes 32767 ... so bound the amount first" — computes in int16 with the raw amount: brighten(images, 40000) wraps instead of giving all 255
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int16) + amount
    return wide.clamp(0, 255).to(torch.uint8)
