# Right: the matmul expansion ‖x‖² + ‖y‖² - 2 x·y (with torch.addmm), clamped at 0 as the prompt allows, instead of an (N, M, D) difference tensor.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x_sq = x.pow(2).sum(dim=-1, keepdim=True)                  # (N, 1)
    y_sq = y.pow(2).sum(dim=-1).unsqueeze(0)                   # (1, M)
    return torch.addmm(x_sq + y_sq, x, y.transpose(0, 1), alpha=-2).clamp(min=0)
