# Right: builds the (N, M, D) difference with unsqueeze (works for any layout and any size including 0) and contracts it with itself over D by einsum, which keeps dtype, device and the gradient graph; an empty D gives zeros of shape (N, M).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)
    return torch.einsum("nmd,nmd->nm", diff, diff)
