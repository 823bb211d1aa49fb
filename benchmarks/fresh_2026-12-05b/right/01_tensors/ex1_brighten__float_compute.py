# Right: compute in float32 (exact for these integers, no overflow for any int64 amount), clamp, convert back.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.float32) + float(amount)).clamp(0.0, 255.0).to(torch.uint8)
