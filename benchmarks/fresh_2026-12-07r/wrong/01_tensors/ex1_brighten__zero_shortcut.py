# Mistake: "a tensor of its own for every `amount`, 0 included (never `images` itself or a view of it)" -- amount 0 returns images itself as a shortcut.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount == 0:
        return images
    step = max(-255, min(255, amount))
    return (images.to(torch.int16) + step).clamp(0, 255).to(torch.uint8)
