# Mistake: "gradients must flow back to x and y when they require grad" — it writes the differences into a preallocated buffer with torch.sub(..., out=buffer) to save memory; out= operations do not support autograd, so it raises as soon as x or y requires grad.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, m, d = x.shape[0], y.shape[0], x.shape[1]
    buffer = x.new_empty((n, m, d))
    torch.sub(x.unsqueeze(1), y.unsqueeze(0), out=buffer)
    buffer.pow_(2)
    return buffer.sum(dim=-1)
