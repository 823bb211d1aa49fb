# Mistake: "int32 once it passes 2**31 - 1, so bound the amount first": the amount is added in int32 unbounded, so amounts beyond the int32 range wrap (brighten(images, 2**31 - 1) gives 0 for every non-zero pixel, and amounts past 2**32 wrap further).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images.int() + amount).clamp(0, 255).to(torch.uint8)
