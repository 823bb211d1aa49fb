# Mistake: "int16 overflows once pixel + amount passes 32767 (an amount above 32767 - 255 = 32512 is enough) ... so bound the amount first": the amount is bounded to int16's own range (+-32767), not to +-255, so brighten(images, 32767) wraps for every pixel above 0 and gives 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-32768, min(32767, amount))   # keep the amount representable in int16
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
