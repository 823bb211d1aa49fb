# Mistake: "add the integer `amount` (which may be negative)" / "bound the amount first (nothing changes past ±255)": only the upper side is bounded, so a large negative amount (-40000, -2**63) is added in int16, wraps around, and brighten(images, -40000) gives 255s instead of 0s.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = min(amount, 255)                  # brighten(images, 40000) is all 255 anyway
    wide = images.to(torch.int16) + amount
    return torch.clamp(wide, 0, 255).to(torch.uint8)
