# Right: bounds the amount to ±255 first, then stays in uint8 and chooses with torch.where: pixels that would pass 255 (or drop below 0) take the bound, the others the uint8 sum, which cannot wrap for them; result is a new tensor on images' device.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    a = max(-255, min(255, int(amount)))
    if a >= 0:
        return torch.where(images > 255 - a, 255, images + a)
    return torch.where(images < -a, 0, images - (-a))
