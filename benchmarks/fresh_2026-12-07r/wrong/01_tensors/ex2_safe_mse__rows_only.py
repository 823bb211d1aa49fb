# Mistake: "a shape that is not `(N,)` or `(N, 1)`, such as `(N, 2)`, even when both sides have it" -- only the number of rows and at most 2 dimensions are checked, so (N, 2) against (N, 2) is accepted and averaged.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() > 2 or target.dim() > 2 or pred.shape[0] != target.shape[0]:
        raise ValueError(f"cannot pair {tuple(pred.shape)} with {tuple(target.shape)}")
    if pred.dim() == 1 and target.dim() == 2 and target.shape[1] == 1:
        target = target[:, 0]
    if target.dim() == 1 and pred.dim() == 2 and pred.shape[1] == 1:
        pred = pred[:, 0]
    return ((pred - target) ** 2).mean()
