# Right: bounds the amount to [-255, 255] in Python first (nothing changes past that), then adds in int16 and clamps; the result is always a new tensor.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = max(-255, min(255, int(amount)))
    return torch.clamp(images.to(torch.int16) + step, 0, 255).to(torch.uint8)
