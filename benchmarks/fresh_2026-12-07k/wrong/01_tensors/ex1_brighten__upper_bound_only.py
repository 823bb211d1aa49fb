# Mistake: "add the integer `amount` (which may be negative) ... saturating at 0" and "an `amount` above 32767 - 255 = 32512 is enough" to overflow int16 -- bounds the amount from above only, so a large negative amount such as -40000 wraps around in int16 (100 - 40000 becomes 25636) and clamps to 255 instead of 0.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = min(amount, 255)                    # nothing changes past +255
    wide = images.to(torch.int16) + amount
    return wide.clamp(0, 255).to(torch.uint8)
