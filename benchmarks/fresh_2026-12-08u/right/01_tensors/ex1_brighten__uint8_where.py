# Right: stays in uint8 throughout: torch.where picks 255 (or 0) where the pixel would pass the bound, else the plain uint8 sum/difference (which cannot wrap there).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = max(-255, min(255, amount))
    if step >= 0:
        limit = torch.tensor(255 - step, dtype=torch.uint8, device=images.device)
        return torch.where(images > limit, torch.full_like(images, 255), images + step)
    down = -step
    limit = torch.tensor(down, dtype=torch.uint8, device=images.device)
    return torch.where(images < limit, torch.zeros_like(images), images - down)
