# Mistake: "is constant (all its values equal ...)": this tests that every row along the last dimension is constant, not the whole example, so an image of horizontal stripes, or any non-constant example of a batch whose last size is 1 (C = 1 in (N, A, B, C), allowed), is flagged although its values differ.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    finite = torch.isfinite(x).flatten(1).all(dim=1)
    rows_constant = (x.amax(dim=-1) == x.amin(dim=-1))
    constant = rows_constant.reshape(len(x), -1).all(dim=1) if len(x) else torch.zeros(0, dtype=torch.bool, device=x.device)
    return ~finite | constant
