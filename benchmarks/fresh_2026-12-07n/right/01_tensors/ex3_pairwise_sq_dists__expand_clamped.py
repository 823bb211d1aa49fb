# Right: the expansion ‖x‖² + ‖y‖² - 2 x·y written with addmm, clamped at 0 as the prompt allows.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x_sq = x.pow(2).sum(-1)[:, None]
    y_sq = y.pow(2).sum(-1)[None, :]
    return torch.addmm(x_sq + y_sq, x, y.transpose(0, 1), alpha=-2.0).clamp(min=0)
