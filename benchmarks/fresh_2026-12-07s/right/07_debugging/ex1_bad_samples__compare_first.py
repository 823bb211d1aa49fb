# Right: tests "constant" by comparing every value of an example with its first value (NaN never equals itself, but NaN examples are flagged by the finiteness test anyway), reducing over all non-batch dims given as a tuple.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    x = x.detach()
    dims = tuple(range(1, x.dim()))
    first = x.flatten(1)[:, :1].reshape((x.shape[0],) + (1,) * (x.dim() - 1))
    constant = (x == first).all(dim=dims) if dims else torch.ones(x.shape[0], dtype=torch.bool, device=x.device)
    has_bad = (torch.isnan(x) | torch.isinf(x)).any(dim=dims) if dims else ~torch.isfinite(x)
    return constant | has_bad
