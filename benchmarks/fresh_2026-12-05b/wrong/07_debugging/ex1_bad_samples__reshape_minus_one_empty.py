# Mistake: "a batch of one and an empty batch (return a `(0,)` tensor)" -- reshape(N, -1) cannot infer -1 when N == 0, so an empty batch raises instead of returning a (0,) tensor.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(len(x), -1)
    nonfinite = (flat.isnan() | flat.isinf()).any(dim=1)
    constant = flat.max(dim=1).values == flat.min(dim=1).values
    return nonfinite | constant
