# Mistake: "`images` may have any shape (an empty batch too)" — a fast path asks images.max() to see whether anything can saturate; max() of an empty tensor raises RuntimeError.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if 0 <= amount <= 255 and int(images.max()) + amount <= 255:
        return images + amount                  # nothing reaches 255: plain uint8 addition is safe
    step = max(-255, min(255, amount))
    return (images.to(torch.int16) + step).clamp(0, 255).to(torch.uint8)
