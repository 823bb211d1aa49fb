# Right: the |x|^2 + |y|^2 - 2 x.y expansion, computed in float64 to avoid cancellation, clamped at 0 and cast back to the input dtype; matmul handles D == 0 (zeros) and empty N or M
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    xd, yd = x.to(torch.float64), y.to(torch.float64)
    sq = (xd * xd).sum(1, keepdim=True) + (yd * yd).sum(1).unsqueeze(0) - 2.0 * (xd @ yd.T)
    return sq.clamp_min(0.0).to(x.dtype)
