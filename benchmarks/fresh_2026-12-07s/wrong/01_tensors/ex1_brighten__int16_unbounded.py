# Mistake: "amount is any Python int ... even far past 255: brighten(images, 40000) is all 255" -- adds the unbounded amount in int16, which wraps past 32767, so brighten(images, 40000) gives 0s and small values.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
