# Mistake: "leave `x` and `y` unchanged" — unsqueeze_ adds the broadcast dimensions to the caller's tensors themselves: afterwards x is (N, 1, D) and y is (1, M, D).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x.unsqueeze_(1)
    y.unsqueeze_(0)
    return ((x - y) ** 2).sum(-1)
