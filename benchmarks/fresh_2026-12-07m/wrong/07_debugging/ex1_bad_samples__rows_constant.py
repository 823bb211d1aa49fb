# Mistake: "is constant (all its values equal)" - compares max and min along the last dimension only and flags an example when every row is constant; an image with constant but different rows, and every example of shape (N, A, B, 1) (rows of one value), is flagged though its values are not all equal.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    x = x.detach()
    nonfinite = ~torch.isfinite(x).flatten(1).all(dim=1)
    rows_flat = x.amax(dim=-1) == x.amin(dim=-1)
    constant = rows_flat.reshape(len(x), -1).all(dim=1) if x.dim() > 2 else rows_flat
    return nonfinite | constant
