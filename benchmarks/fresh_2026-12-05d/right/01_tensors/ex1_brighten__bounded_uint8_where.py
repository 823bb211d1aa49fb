# Right: saturating in uint8 without a wider type: past ±255 the answer is a constant (full_like), otherwise the comparison bound 255 - amount or -amount is within 0..255 so the uint8 compare and the masked wrap-around are exact.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount >= 255:
        return torch.full_like(images, 255)
    if amount <= -255:
        return torch.zeros_like(images)
    if amount >= 0:
        return torch.where(images > 255 - amount, torch.full_like(images, 255), images + amount)
    return torch.where(images < -amount, torch.zeros_like(images), images + amount)
