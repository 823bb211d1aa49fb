# Right: builds, on x's device at every call, the index that lists the (H, W, C) positions in channel-major order, and gathers through it: reshape copies when the layout needs it, indexing is exact, differentiable and leaves x alone; N stays a dimension even when it is 1
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, h, w, c = x.shape
    order = torch.arange(h * w * c, device=x.device).reshape(h, w, c).permute(2, 0, 1).reshape(-1)
    return x.reshape(n, h * w * c).index_select(1, order)
