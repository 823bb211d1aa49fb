# Mistake: "entry `[i, j]` compares `x_i` with `y_j`" — inserts the dimensions the other way round and returns the (M, N) table
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return ((y.unsqueeze(1) - x.unsqueeze(0)) ** 2).sum(dim=2)
