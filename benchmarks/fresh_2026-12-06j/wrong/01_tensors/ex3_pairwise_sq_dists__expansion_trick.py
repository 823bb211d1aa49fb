# Mistake: "the (N, M) tensor of squared Euclidean distances ‖x_i - y_j‖²" (rows of y may equal rows of x): the |x|² + |y|² - 2 x·y expansion cancels catastrophically, so equal rows come out as small non-zero (even negative) numbers rather than 0, and far from the origin the error grows with |x|².
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    xx = (x * x).sum(dim=1, keepdim=True)        # (N, 1)
    yy = (y * y).sum(dim=1).unsqueeze(0)         # (1, M)
    return xx + yy - 2 * x @ y.T
