# Mistake: "amount is any Python int ... even far past 255: brighten(images, 40000) is all 255" and "(which may be negative) ... 5 - 20 gives 0": adds in uint8 and repairs only the pixels that wrapped past 255 (result smaller than the input), which works for 0 <= amount <= 255 only; brighten(images, 40000) gives 64 for a pixel 0 (40000 wraps to 64), and 5 - 20 gives 241.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    out = images + amount                       # uint8: may wrap around ...
    return torch.where(out < images, torch.full_like(images, 255), out)   # ... so put wrapped pixels at 255
