# Mistake: "returns the mean ... as a scalar tensor of the inputs' dtype": the loss is computed by F.mse_loss in float32 and only cast back, so for float64 inputs the result has the right dtype but only float32 precision (off by ~1e-8 relative).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for name, t in (("pred", pred), ("target", target)):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"{name} must be (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions for {target.shape[0]} targets")
    p = pred.reshape(-1).float()      # loss in the usual float32
    y = target.reshape(-1).float()
    return F.mse_loss(p, y).to(pred.dtype)
