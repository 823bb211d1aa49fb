# Mistake: "return a new uint8 tensor of the same shape ... Do not change images itself" — for amount == 0 it returns `images` itself as a shortcut, so the result is the caller's tensor (not a new one): a later in-place edit of the result changes the caller's images.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount == 0:
        return images                      # nothing to add
    step = max(-255, min(255, amount))
    return (images.to(torch.int16) + step).clamp(0, 255).to(torch.uint8)
