# Mistake: "amount is any Python int (between -2**63 and 2**63 - 1)" and "bound the amount first ... or compute in float": int64 is taken as wide enough, but pixel + amount wraps past 2**63 - 1, so brighten(images, 2**63 - 1) turns every non-zero pixel to 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64) + amount     # int64 holds any Python int amount
    return wide.clamp(0, 255).to(torch.uint8)
