# Mistake: "return a new `uint8` tensor ... Do not change `images` itself" — for amount 0 the function returns `images` itself, so the caller's "new" result aliases the input and writing into it changes the images.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount == 0:
        return images
    amount = max(-255, min(255, amount))
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
