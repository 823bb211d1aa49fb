# Mistake: "inputs on the `meta` device: ... code that needs the values, such as `.item()` or indexing with a boolean mask, may raise there" — the fast-path check `.max().item()` needs the values, so the function raises on meta (and syncs on a GPU).
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    amount = max(-255, min(255, amount))
    wide = images.to(torch.int16) + amount
    if images.numel() and 0 <= wide.min().item() and wide.max().item() <= 255:
        return wide.to(torch.uint8)
    return wide.clamp(0, 255).to(torch.uint8)
