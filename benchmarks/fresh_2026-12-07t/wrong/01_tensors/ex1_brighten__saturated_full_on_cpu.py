# Mistake: "return a new `uint8` tensor of the same shape, on the same device": the shortcut for amounts of 255 or more (and -255 or less) builds the result with torch.full on the default device, so images on an accelerator (or meta) get a CPU result for brighten(images, 40000).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount >= 255:
        return torch.full(images.shape, 255, dtype=torch.uint8)
    if amount <= -255:
        return torch.zeros(images.shape, dtype=torch.uint8)
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
