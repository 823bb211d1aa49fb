# Mistake: "`amount` is any Python `int` ..., even far past 255: `brighten(images, 40000)` is all 255" -- pixels are pre-clamped in uint8 so the addition cannot overflow, which only works for |amount| <= 255: amount 300 wraps (0 -> 44) and amount 40000 or -300 raises.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount >= 0:
        return images.clamp(max=255 - amount) + amount
    return images.clamp(min=-amount) + amount
