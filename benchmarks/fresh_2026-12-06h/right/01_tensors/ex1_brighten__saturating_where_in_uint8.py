# Right: never leaves uint8 — it bounds the amount to ±255, then uses torch.where to pick 255 (or 0) for the pixels that would pass the limit and the wrapped-free uint8 sum (or difference) for the others; torch.where always builds a new tensor on images' device.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = max(-255, min(255, int(amount)))
    if step >= 0:
        # pixel + step > 255 exactly when pixel > 255 - step
        return torch.where(images > 255 - step, 255, images + step).to(torch.uint8)
    down = -step
    return torch.where(images < down, 0, images - down).to(torch.uint8)
