# Right: flattens the pixels first to (N, H*W, C), swaps the last two dimensions with movedim, then flattens with flatten(1).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    pixels = x.reshape(n, h * w, c)
    return pixels.movedim(2, 1).flatten(start_dim=1)
