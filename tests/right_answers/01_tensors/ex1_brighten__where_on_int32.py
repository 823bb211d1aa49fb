# Approach: amount bounded with a conditional expression, int32 copy, torch.where for each bound, .byte() to convert back.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = 256 if amount > 256 else -256 if amount < -256 else amount
    wide = images.int() + amount
    wide = torch.where(wide > 255, torch.full_like(wide, 255), wide)
    wide = torch.where(wide < 0, torch.zeros_like(wide), wide)
    return wide.byte()
