# Right: merges H and W into one pixel dimension first ((N, H*W, C), a reshape), swaps pixels and channels with transpose(1, 2), then flattens: no 4-D permute.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    pixels = x.reshape(n, h * w, c)
    return pixels.transpose(1, 2).reshape(n, c * h * w)
