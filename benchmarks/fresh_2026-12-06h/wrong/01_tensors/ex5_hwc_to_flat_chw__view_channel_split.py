# Mistake: "x may be non-contiguous (any memory layout, channels_last included ...)" — it merges H and W with x.view(N, H*W, C) before moving the channels first; view cannot merge dimensions of a transposed, step-sliced or channels_last tensor and raises RuntimeError.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    pixels = x.view(n, h * w, c)               # (N, H*W, C)
    return pixels.transpose(1, 2).reshape(n, c * h * w)
