# Mistake: "return a new uint8 tensor of the same shape" — short-cuts amount == 0 by returning images itself, so the caller's result aliases the input (writing into the "new" tensor damages the images)
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount == 0:
        return images
    amount = max(-255, min(255, amount))
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
