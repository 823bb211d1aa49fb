# Mistake: "is **constant** (all its values equal)" for shapes such as `(N, A)` with A = 1 — tests constancy with an unbiased std below a threshold: an example holding a single value has std NaN (n - 1 = 0), so it is never flagged as constant
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(x.shape[0], -1).double()
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.std(dim=1) < 1e-6
    return nonfinite | constant
