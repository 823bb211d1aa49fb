# Mistake: "`amount` is any Python `int` (between `-2**63` and `2**63 - 1`), even far past 255: `brighten(images, 40000)` is all 255": the amount is first turned into an int16 tensor and clamped there, but torch.tensor(40000, dtype=torch.int16) raises RuntimeError (value cannot be converted ... without overflow).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    step = torch.tensor(amount, dtype=torch.int16, device=images.device).clamp(-255, 255)
    return (images.to(torch.int16) + step).clamp(0, 255).to(torch.uint8)
