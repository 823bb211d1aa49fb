# Mistake: "amount is any Python int (between -2**63 and 2**63 - 1)" — the amount is wrapped in a 0-d int64 tensor, and a 0-d tensor does not promote an int32 tensor, so the sum stays int32 and wraps around for amounts past 2**31 - 1 (brighten(x, 2**32) leaves the pixels as they were, 2**31 darkens them)
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    shift = torch.tensor(amount, device=images.device)
    return (images.to(torch.int32) + shift).clamp(0, 255).to(torch.uint8)
