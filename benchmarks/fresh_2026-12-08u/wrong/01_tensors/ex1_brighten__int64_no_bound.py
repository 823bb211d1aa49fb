# Mistake: "amount is any Python int (between -2**63 and 2**63 - 1) ... A wider type has limits too ... so bound the amount first": computes in int64 without bounding the amount, so brighten(images, 2**63 - 1) wraps past int64's top for every pixel above 0 and those pixels come out 0 instead of 255.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    wide = images.to(torch.int64) + amount     # int64: the widest integer there is
    return wide.clamp(0, 255).to(torch.uint8)
