# Mistake: "leave `x` and `y` unchanged" — unsqueeze_ inserts the broadcast dimensions into the caller's own tensors (x becomes (N, 1, D), y (1, M, D) after the call), and on a leaf that requires grad the in-place call is refused.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x.unsqueeze_(1)
    y.unsqueeze_(0)
    return ((x - y) ** 2).sum(-1)
