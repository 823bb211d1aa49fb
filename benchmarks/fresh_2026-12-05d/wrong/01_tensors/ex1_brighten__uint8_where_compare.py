# Mistake: "`amount` is any Python `int` ..., even far past 255: `brighten(images, 40000)` is all 255" — the saturation test is done in uint8 against 255 - amount, which wraps once |amount| > 255 (255 - 300 compares as 211), so brighten(x, 300) gives wrapped pixels instead of all 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount >= 0:
        return torch.where(images > 255 - amount, 255, images + amount)
    return torch.where(images < -amount, 0, images + amount)
