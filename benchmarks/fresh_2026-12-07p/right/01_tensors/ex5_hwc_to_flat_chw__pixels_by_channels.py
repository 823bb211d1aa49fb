# Right: reshapes to (N, H*W, C) pixels-by-channels, transposes the last two dimensions and reshapes to (N, C*H*W), never naming permute.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    return x.reshape(n, h * w, c).transpose(1, 2).reshape(n, c * h * w)
