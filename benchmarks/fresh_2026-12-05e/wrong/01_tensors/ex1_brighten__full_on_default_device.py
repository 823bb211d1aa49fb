# Mistake: "return a new `uint8` tensor of the same shape, on the same device" — the saturated values come from torch.full/torch.zeros made without device=, i.e. on the CPU: an accelerator's (or meta) images mix devices in torch.where and raise.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    if amount >= 255:
        return torch.full(images.shape, 255, dtype=torch.uint8)
    if amount <= -255:
        return torch.zeros(images.shape, dtype=torch.uint8)
    return (images.to(torch.int16) + amount).clamp(0, 255).to(torch.uint8)
