# Right: never widens: bounds the amount to [-255, 255], then clamps in uint8 first so that the uint8 addition or subtraction cannot wrap (clamp makes a new tensor, also for amount 0).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = max(-255, min(255, int(amount)))
    if step >= 0:
        return images.clamp(max=255 - step) + step
    return images.clamp(min=-step) - (-step)
