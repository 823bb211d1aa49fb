# Mistake: "a batch of one and an empty batch (return a `(0,)` tensor)" — the flags are built one example at a time and torch.stack'ed, and torch.stack of an empty list raises for N = 0.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flags = []
    for example in x.detach():
        bad = (~torch.isfinite(example)).any() | (example.max() == example.min())
        flags.append(bad)
    return torch.stack(flags)
