# Right: bounds the amount first, then uses torch.clamp with min/max keywords in int32 and converts back with .to(torch.uint8).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    bounded = -256 if amount < -256 else 256 if amount > 256 else int(amount)
    wider = images.to(torch.int32) + bounded
    return torch.clamp(wider, min=0, max=255).to(torch.uint8)
