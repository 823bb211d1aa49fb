# Mistake: "`amount` is any Python int (between `-2**63` and `2**63 - 1`)" / "A wider type has limits too ... so bound the amount first": int64 is wide enough only until pixel + amount passes 2**63 - 1, so brighten(images, 2**63 - 1) wraps to negative numbers and returns 0 where 255 is due.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.to(torch.int64) + amount).clamp(0, 255).to(torch.uint8)
