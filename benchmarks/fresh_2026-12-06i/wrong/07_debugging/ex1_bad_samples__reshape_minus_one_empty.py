# Mistake: "a batch of one and an empty batch (return a `(0,)` tensor)" — x.reshape(len(x), -1) cannot infer -1 for a batch of 0 examples and raises RuntimeError instead of returning an empty (0,) tensor.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(len(x), -1)
    bad = ~flat.isfinite().all(dim=1)
    bad |= flat.max(dim=1).values == flat.min(dim=1).values
    return bad
