# Mistake: "Clamping *after* a `uint8` addition is too late" — adds in uint8 (wrapping 250 + 10 to 4) and only then clamps
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    return (images + amount).clamp(0, 255).to(torch.uint8)
