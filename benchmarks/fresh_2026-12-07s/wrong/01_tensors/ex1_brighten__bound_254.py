# Mistake: "saturating at 0 and 255 ... (nothing changes past ±255)" -- the amount is bounded to ±254, one short, so brighten of a 0 pixel by 255 (or more) gives 254 instead of 255, and 255 - 255 gives 1 instead of 0.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-254, min(254, amount))
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
