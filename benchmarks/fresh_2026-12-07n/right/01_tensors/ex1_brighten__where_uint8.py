# Right: stays in uint8 and saturates with torch.where on the headroom (255 - x or x) instead of widening the type.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount >= 0:
        step = min(amount, 255)
        room = 255 - images                       # uint8, never wraps (0..255)
        return torch.where(room >= step, images + step, torch.full_like(images, 255))
    step = min(-amount, 255)
    return torch.where(images >= step, images - step, torch.zeros_like(images))
