# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`)" — the sum is computed in int64, the widest integer, without bounding the amount first: pixel + amount wraps around past 2**63 - 1, so brighten(images, 2**63 - 1) turns every pixel above 0 into 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64) + amount      # int64 cannot overflow for pixels 0..255... or so it seems
    return wide.clamp(0, 255).to(torch.uint8)
