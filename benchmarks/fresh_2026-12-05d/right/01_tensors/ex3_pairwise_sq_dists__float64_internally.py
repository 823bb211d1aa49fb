# Right: accumulates in float64 (better for float32 inputs) and casts the result back to the inputs' dtype; .to() is differentiable, so gradients reach x and y in their own dtype, and the result is (N, M) for every size including 0.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.to(torch.float64)[:, None, :] - y.to(torch.float64)[None, :, :]
    return (diff * diff).sum(-1).to(x.dtype)
