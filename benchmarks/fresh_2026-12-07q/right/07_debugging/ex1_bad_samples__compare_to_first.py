# Right: "constant" as every value equal to the example's first value (an example with a NaN is flagged by the finite check anyway), finiteness via isnan | isinf.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(start_dim=1)
    bad_value = (torch.isnan(flat) | torch.isinf(flat)).any(dim=1)
    constant = (flat == flat[:, :1]).all(dim=1)
    return bad_value | constant
