# Mistake: "**saturating** at 0 and 255 (250 + 10 gives 255, 5 - 20 gives 0)": only the top is clamped, so a negative amount produces negative int16 values that wrap when converted back to uint8 (5 - 20 gives 241).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    wide = images.to(torch.int16) + amount
    return wide.clamp(max=255).to(torch.uint8)
