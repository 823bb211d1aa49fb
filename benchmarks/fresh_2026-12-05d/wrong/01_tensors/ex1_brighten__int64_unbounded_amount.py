# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`) ... A wider type has limits too ... so bound the amount first" — int64 is wide enough for 255 + 40000 but not for pixel + (2**63 - 1): the sum wraps to a negative number and clamps to 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.int64) + amount).clamp(0, 255).to(torch.uint8)
