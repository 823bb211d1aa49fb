# Mistake: "amount is any Python int (between -2**63 and 2**63 - 1) ... compute in a wider type, clamp, convert back. A wider type has limits too" — it widens to int64, "wide enough for any Python int", but pixel + amount itself overflows int64 when amount is near 2**63 - 1: brighten(images, 2**63 - 1) wraps to negative and returns 0 for every non-zero pixel instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64)          # int64 holds any Python int amount
    return (wide + amount).clamp(0, 255).to(torch.uint8)
