# Mistake: "a tensor of its own for every `amount`, 0 included (never `images` itself or a view of it)": amount 0 returns images itself, so the caller's result is the same object as the input.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount == 0:
        return images                          # nothing to add
    amount = max(-255, min(255, amount))
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
