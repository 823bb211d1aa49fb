# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`)" — computes in int32 without bounding the amount first: int32 + 2**40 silently wraps (2**40 mod 2**32 == 0, nothing brightens) and 2**31 + 5 wraps negative, so all pixels become 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int32) + amount
    return wide.clamp(0, 255).to(torch.uint8)
