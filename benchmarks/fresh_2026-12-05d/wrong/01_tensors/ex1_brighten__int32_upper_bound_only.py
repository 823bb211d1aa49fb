# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`)" — only the upper side of amount is bounded before the int32 addition, so a very negative amount (e.g. -2**40 or -2**63) wraps in int32 and the pixels are not all 0.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = min(amount, 255)
    return (images.to(torch.int32) + amount).clamp(0, 255).to(torch.uint8)
