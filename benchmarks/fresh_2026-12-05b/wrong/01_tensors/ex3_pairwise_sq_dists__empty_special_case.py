# Mistake: "Any of N, M, D may be 1 or even 0 (the result is still (N, M))" — short-cuts empty inputs with a 1-D empty tensor (shape (0,)) on the default dtype.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    if x.numel() == 0 or y.numel() == 0:
        return torch.empty(0, device=x.device)
    diff = x[:, None, :] - y[None, :, :]
    return (diff ** 2).sum(-1)
