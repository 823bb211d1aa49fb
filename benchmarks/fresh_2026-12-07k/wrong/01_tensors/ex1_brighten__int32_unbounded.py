# Mistake: "`int32` once it passes `2**31 - 1`, so bound the amount first" -- adds the unbounded amount in int32, where a Python int past the int32 range wraps silently: brighten(images, 2**32) adds 0 and returns the images unchanged instead of all 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return torch.clamp(images.int() + amount, 0, 255).to(torch.uint8)
