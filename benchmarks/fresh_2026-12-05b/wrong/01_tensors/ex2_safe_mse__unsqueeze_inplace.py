# Mistake: "The inputs may have any memory layout; leave them unchanged" — turns (N,) inputs into columns with unsqueeze_, changing the caller's tensors' shape.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for x in (pred, target):
        if not (x.dim() == 1 or (x.dim() == 2 and x.shape[1] == 1)):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(x.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different N")
    if target.dim() == 1:
        target.unsqueeze_(1)
    p = pred if pred.dim() == 2 else pred.unsqueeze(1)
    return ((p - target) ** 2).mean()
