# Mistake: "`amount` is any Python int (between -2**63 and 2**63 - 1) ... `int32` once it passes 2**31 - 1, so bound the amount first": the amount is added unbounded in int32, where a huge Python int wraps silently (brighten(x, 2**40) adds 0, brighten(x, 2**32 - 10) subtracts 10).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int32) + amount
    return wide.clamp(0, 255).to(torch.uint8)
