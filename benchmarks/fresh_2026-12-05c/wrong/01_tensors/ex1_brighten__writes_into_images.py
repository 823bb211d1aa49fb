# Mistake: "Do not change `images` itself (no in-place operations on it)" — computes the right values but copies them back into the caller's tensor and returns it
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    result = (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
    images.copy_(result)
    return images
