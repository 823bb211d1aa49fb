# Right: an example is constant when every value equals its first value (exact comparison, no std); NaN never equals itself but is caught by the isfinite test; flatten(1) handles any layout and N = 0, and detach() keeps the bool result off the graph
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(start_dim=1)
    if flat.shape[1] == 0:
        return torch.ones(flat.shape[0], dtype=torch.bool, device=x.device)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = (flat == flat[:, :1]).all(dim=1)
    return nonfinite | constant
