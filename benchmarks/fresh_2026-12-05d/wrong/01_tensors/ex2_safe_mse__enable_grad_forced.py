# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — wrapping the computation in torch.enable_grad() to make sure "gradients flow" overrides the caller's no_grad, so the loss records a graph (requires_grad True) when the caller turned recording off.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different N")
    with torch.enable_grad():
        return (pred.reshape(-1) - target.reshape(-1)).pow(2).mean()
