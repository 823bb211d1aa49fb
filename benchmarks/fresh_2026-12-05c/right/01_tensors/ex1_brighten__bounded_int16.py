# Right: bounds the amount to [-255, 255] first (nothing changes beyond that), then computes in int16, clamps and converts back; every op returns a new tensor on the input's device
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, int(amount)))
    return (images.to(torch.int16) + amount).clamp_(0, 255).to(torch.uint8)
