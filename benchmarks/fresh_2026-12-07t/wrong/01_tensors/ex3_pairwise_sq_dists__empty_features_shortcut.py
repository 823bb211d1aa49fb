# Mistake: "the inputs may be float32 or float64 (keep the dtype)" / "gradients must flow back to `x` and `y`": for D = 0 a shortcut returns torch.zeros(N, M), which is float32 for float64 inputs, on the default device, and not connected to x and y.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    if x.shape[1] == 0:                             # no features: every distance is 0
        return torch.zeros(x.shape[0], y.shape[0])
    diff = x[:, None, :] - y[None, :, :]
    return (diff ** 2).sum(dim=-1)
