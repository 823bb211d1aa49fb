# Mistake: "add the integer amount (which may be negative) ... saturating at 0 and 255" with amount "far past 255" either way: only the upper side is bounded before the int16 addition, so brighten(images, -40000) wraps in int16 (100 - 40000 becomes 25636) and gives 255 instead of 0.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = min(amount, 255)          # brighten(images, 40000) is all 255 anyway
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
