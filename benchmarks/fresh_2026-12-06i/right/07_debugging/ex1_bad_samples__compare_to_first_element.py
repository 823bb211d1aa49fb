# Right: tests "constant" by comparing every value with the example's first value (eq + all) instead of max/min, and non-finiteness with isnan|isinf; flatten(1) copies non-contiguous layouts as needed and keeps N=0.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    if flat.shape[0] == 0:
        return torch.zeros(0, dtype=torch.bool, device=x.device)
    nonfinite = (torch.isnan(flat) | torch.isinf(flat)).any(dim=1)
    constant = (flat == flat[:, :1]).all(dim=1)
    return nonfinite | constant
