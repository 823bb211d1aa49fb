# Right: computes in float64 (exact for every pixel + bounded amount), saturates with torch.clamp against bounds, and converts back with type_as.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    bounded = float(max(-256, min(256, amount)))
    total = images.to(torch.float64) + bounded
    return torch.clamp(total, 0.0, 255.0).type_as(images)
