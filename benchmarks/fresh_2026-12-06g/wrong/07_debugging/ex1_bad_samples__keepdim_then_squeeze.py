# Mistake: "return a boolean tensor of shape (N,)" (a batch of one included) — the per-example reductions keep their dimensions and the result is squeezed at the end, which for N = 1 drops the batch dimension too and returns a 0-d tensor
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    dims = tuple(range(1, x.dim()))
    v = x.detach()
    finite = torch.isfinite(v).all(dim=dims, keepdim=True) if dims else torch.isfinite(v)
    constant = v.amax(dim=dims, keepdim=True) == v.amin(dim=dims, keepdim=True)
    return (~finite | constant).squeeze()
