# Mistake: "a batch of one and an empty batch (return a `(0,)` tensor)" — `x.reshape(x.shape[0], -1)` cannot infer -1 for a batch of 0 examples ("cannot reshape tensor of 0 elements into shape [0, -1]"), so the empty batch raises instead of giving a `(0,)` tensor.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(x.shape[0], -1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.max(dim=1).values == flat.min(dim=1).values
    return nonfinite | constant
