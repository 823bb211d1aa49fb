# Right: validates each shape explicitly ((N,) or (N, 1)) and the N's before computing, then compares two (N,) vectors; reshape keeps the graph and the dtype
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column_len(t, name):
        if t.dim() == 1:
            return t.shape[0]
        if t.dim() == 2 and t.shape[1] == 1:
            return t.shape[0]
        raise ValueError(f"{name} has shape {tuple(t.shape)}, expected (N,) or (N, 1)")

    n_pred = column_len(pred, "pred")
    n_target = column_len(target, "target")
    if n_pred != n_target:
        raise ValueError(f"pred has {n_pred} values, target has {n_target}")
    diff = pred.reshape(n_pred) - target.reshape(n_target)
    return torch.mean(torch.square(diff))
