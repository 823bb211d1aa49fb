# Mistake: "add the integer `amount` (which may be negative) ... an `amount` above 32767 - 255 = 32512 is enough ... so bound the amount first (nothing changes past ±255)": only the upper side is bounded, so a large negative amount such as -40000 overflows int16 (wrapping to a positive value) and gives 255 instead of 0.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = min(amount, 255)                   # past 255 everything is white anyway
    wide = images.to(torch.int16) + amount
    return wide.clamp(0, 255).to(torch.uint8)
