# Right: bounds the amount to [-256, 256] with sorted(), adds in int32 and saturates with torch.where instead of clamp.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = sorted((-256, int(amount), 256))[1]
    wide = images.to(torch.int32) + step
    wide = torch.where(wide > 255, torch.full_like(wide, 255), wide)
    wide = torch.where(wide < 0, torch.zeros_like(wide), wide)
    return wide.to(torch.uint8)
