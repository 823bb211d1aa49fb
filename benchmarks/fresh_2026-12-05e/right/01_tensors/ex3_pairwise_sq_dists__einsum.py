# Right: builds the (N, M, D) differences with one broadcast ((N, 1, D) against (M, D)) and contracts D with einsum; dtype, device and autograd follow the inputs, and sizes 0 give an (N, M) result (zeros when D = 0).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y
    return torch.einsum("nmd,nmd->nm", diff, diff)
