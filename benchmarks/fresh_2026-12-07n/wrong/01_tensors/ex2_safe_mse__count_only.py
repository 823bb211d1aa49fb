# Mistake: "a shape that is not (N,) or (N, 1), such as (N, 2), even when both sides have it" must raise ValueError: only the number of rows is compared, and both sides are made 2-D with reshape(N, -1), so (N, 2) against (N,) or (N, 2) broadcasts and returns a loss.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    if pred.dim() == 0 or target.dim() == 0 or pred.shape[0] != target.shape[0]:
        raise ValueError(f"{tuple(pred.shape)} and {tuple(target.shape)} do not have the same N")
    n = pred.shape[0]
    diff = pred.reshape(n, -1) - target.reshape(n, -1)
    return (diff ** 2).mean()
