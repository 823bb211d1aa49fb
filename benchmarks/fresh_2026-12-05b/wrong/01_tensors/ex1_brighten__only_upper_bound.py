# Mistake: "add the integer amount (which may be negative) ... even far past 255" — bounds only the positive side, so a large negative amount still overflows int16.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = min(amount, 255)
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
