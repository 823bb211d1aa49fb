# Mistake: "gradients must flow back to `x` and `y` when they require grad" (with "possibly some rows equal to rows of `x`") — the Euclidean distance is computed with sqrt and then squared; where a row of y equals a row of x the distance is 0 and sqrt's backward gives 0 * inf = NaN in both gradients.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]           # (N, M, D)
    dist = torch.sqrt((diff ** 2).sum(dim=-1))     # ||x_i - y_j||
    return dist ** 2
