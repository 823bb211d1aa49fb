# Mistake: "add the integer `amount` (which may be negative)" and "bound the amount first (nothing changes past ±255)" -- only the upper side is bounded, so amount = -40000 overflows int16 and wraps to large positive values (255 instead of 0).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = min(amount, 255)          # past 255 everything is white anyway
    wide = images.to(torch.int16) + step
    return wide.clamp(0, 255).to(torch.uint8)
