# Mistake: "`amount` is any Python int (between `-2**63` and `2**63 - 1`)" / "A wider type has limits too ... so bound the amount first": int64 is assumed wide enough, but pixel + (2**63 - 1) overflows int64 to a negative number and clamps to 0, so brighten(images, 2**63 - 1) turns every nonzero pixel black instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64) + amount     # int64: far wider than any pixel
    return wide.clamp(0, 255).to(torch.uint8)
