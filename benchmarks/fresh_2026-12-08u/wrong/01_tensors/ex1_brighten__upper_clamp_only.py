# Mistake: "add the integer amount (which may be negative) ... saturating at 0 and 255 (... 5 - 20 gives 0)": only the top is clamped, so a negative amount wraps when converted back to uint8 (brighten of a pixel 5 with amount -20 gives 241, not 0).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    return (images.to(torch.int16) + amount).clamp(max=255).to(torch.uint8)
