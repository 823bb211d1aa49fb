# Mistake: "a batch of one and an empty batch (return a (0,) tensor)" — reshape(len(x), -1) cannot infer -1 for a tensor with 0 elements, so an empty batch raises instead of returning a (0,) tensor.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(len(x), -1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.max(dim=1).values == flat.min(dim=1).values
    return nonfinite | constant
