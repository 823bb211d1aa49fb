# Mistake: "add the integer `amount` (which may be negative) ... saturating at 0 and 255 (... 5 - 20 gives 0)": it clamps only the top, so with a negative amount the values below 0 wrap when converted back to uint8 (5 - 20 gives 241).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = min(amount, 255)                     # nothing changes past +255
    return (images.to(torch.int32) + amount).clamp(max=255).to(torch.uint8)
