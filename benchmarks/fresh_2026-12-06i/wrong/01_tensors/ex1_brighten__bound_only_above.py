# Mistake: "add the integer `amount` (which may be negative)" with any amount down to -2**63 — the amount is capped at 255 above but not below, so a large negative amount wraps around in int16 (-40000 gives all 255, -2**63 leaves the image unchanged) instead of giving all zeros.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = min(amount, 255)                   # past 255 everything is 255 anyway
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
