# Right: groups the pixels as (N, H*W, C) (reshape copies when the layout needs it), swaps to (N, C, H*W) and flattens: channel-major, row by row inside a channel; dtype, device and graph kept.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.reshape(n, h * w, c).transpose(1, 2).reshape(n, c * h * w)
