# Mistake: "is constant (all its values equal)" over the whole example: testing that every last-dimension row is constant flags an image whose rows are each flat but differ from one another (e.g. a vertical gradient), which is not constant.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    nonfinite = ~torch.isfinite(x.reshape(n, -1) if n else x.flatten(1)).all(dim=1)
    rows_flat = x.amax(dim=-1) == x.amin(dim=-1)
    constant = rows_flat.flatten(1).all(dim=1) if rows_flat.dim() > 1 else rows_flat
    return nonfinite | constant
