# Mistake: "returning the `(N, M)` tensor of squared Euclidean distances `‖x_i - y_j‖²`" (and "without `torch.cdist` (which would do the work for you)"): F.pairwise_distance adds eps = 1e-6 to every difference before the norm, so it returns ‖x_i - y_j + eps‖², e.g. 2e-12 rather than 0 for equal rows and slightly shifted values elsewhere.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return F.pairwise_distance(x[:, None, :], y[None, :, :]) ** 2
