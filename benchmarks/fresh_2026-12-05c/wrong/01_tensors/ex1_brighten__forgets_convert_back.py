# Mistake: "return a new `uint8` tensor" — the clamped result is returned in the wide int32 type
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    return (images.to(torch.int32) + amount).clamp(0, 255)
