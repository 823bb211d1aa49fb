# Mistake: "returning the `(N, M)` tensor of squared Euclidean distances `‖x_i - y_j‖²`": F.pairwise_distance computes ‖x_i - y_j + eps‖ with eps = 1e-6, so every entry is off (equal rows give 2e-12 instead of 0; other entries are off by about 2e-6 times the sum of the differences, far beyond float64 precision).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, m = x.shape[0], y.shape[0]
    return F.pairwise_distance(x.unsqueeze(1), y.unsqueeze(0)).reshape(n, m) ** 2
