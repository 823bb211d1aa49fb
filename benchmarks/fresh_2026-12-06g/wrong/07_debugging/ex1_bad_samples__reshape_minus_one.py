# Mistake: "a batch of one and an empty batch (return a (0,) tensor)" — x.reshape(len(x), -1) cannot infer -1 for a batch of 0 examples (RuntimeError: the -1 is ambiguous), although it works for every non-empty batch and any layout
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(len(x), -1)
    not_finite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.max(dim=1).values == flat.min(dim=1).values
    return not_finite | constant
