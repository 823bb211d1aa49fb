# Right: builds each row channel by channel: x[..., k] is channel k as an (N, H, W) plane, flattened row by row with reshape, and torch.cat along dim 1 puts channel 0's plane first, then channel 1's, and so on (a short loop over C channels, not over elements).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    planes = [x[..., k].reshape(n, -1) for k in range(x.shape[-1])]
    return torch.cat(planes, dim=1)
