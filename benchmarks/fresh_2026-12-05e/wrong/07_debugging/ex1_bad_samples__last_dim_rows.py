# Mistake: "is **constant** (all its values equal)" — tests each row along the last dimension for constancy and calls the example constant when every row is: an image made of constant rows (a last dimension of size 1, e.g. shape (N, A, 1, B, 1), or horizontal stripes) is flagged though its values differ
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    x = x.detach()
    nonfinite = ~torch.isfinite(x.reshape(x.shape[0], -1)).all(dim=1)
    rows_constant = x.amax(dim=-1) == x.amin(dim=-1)
    constant = rows_constant.reshape(x.shape[0], -1).all(dim=1)
    return nonfinite | constant
