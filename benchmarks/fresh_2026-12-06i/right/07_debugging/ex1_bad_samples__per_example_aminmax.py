# Right: uses torch.aminmax per example (on x.reshape(N, -1), a copy only where the layout needs one) plus isfinite().all over the same rows; an empty batch returns an empty bool tensor on x's device.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    if x.shape[0] == 0:
        return torch.empty(0, dtype=torch.bool, device=x.device)
    with torch.no_grad():
        flat = x.reshape(x.shape[0], -1)
        finite = torch.isfinite(flat).all(dim=1)
        lo, hi = torch.aminmax(flat, dim=1)
        return (~finite) | (lo == hi)
