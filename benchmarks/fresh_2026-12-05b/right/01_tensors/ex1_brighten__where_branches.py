# Right: saturating add with torch.where on int16 after bounding the amount to +-255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    a = max(-255, min(255, amount))
    wide = images.to(torch.int16) + a
    wide = torch.where(wide > 255, torch.full_like(wide, 255), wide)
    wide = torch.where(wide < 0, torch.zeros_like(wide), wide)
    return wide.to(torch.uint8)
