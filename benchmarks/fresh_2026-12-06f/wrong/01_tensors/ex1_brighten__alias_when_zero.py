# Mistake: "return a new `uint8` tensor of the same shape" — with amount == 0 it short-cuts and returns `images` itself, so the result aliases the input (writing into the result changes the caller's images).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount == 0:
        return images
    amount = max(-255, min(255, amount))
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
