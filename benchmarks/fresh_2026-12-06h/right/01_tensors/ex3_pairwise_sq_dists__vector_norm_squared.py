# Right: takes the Euclidean norm of the broadcast differences with torch.linalg.vector_norm over D and squares it; the norm's backward gives 0 (not NaN) where a row of x equals a row of y, and the square's 2 * 0 keeps that gradient exact.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]
    return torch.linalg.vector_norm(diff, ord=2, dim=-1).square()
