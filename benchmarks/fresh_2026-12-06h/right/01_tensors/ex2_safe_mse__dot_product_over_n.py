# Right: checks the shapes up front, flattens with flatten() and computes the mean squared error as a dot product of the difference with itself divided by N (torch.dot keeps the dtype, returns a 0-d tensor and passes gradients).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def is_column(t):
        return t.dim() == 1 or (t.dim() == 2 and t.size(1) == 1)
    if not (is_column(pred) and is_column(target)):
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)}: each must be (N,) or (N, 1)")
    if pred.size(0) != target.size(0):
        raise ValueError(f"{pred.size(0)} predictions, {target.size(0)} targets")
    diff = pred.flatten() - target.flatten()
    return torch.dot(diff, diff) / diff.numel()
