# Mistake: wraps the computation in torch.enable_grad() "so gradients always flow": under a caller's torch.no_grad() the loss records a graph anyway.
def safe_mse(pred, target):
    def col(t):
        if t.dim() == 2 and t.shape[1] == 1:
            return t[:, 0]
        if t.dim() == 1:
            return t
        raise ValueError("shape")
    p, y = col(pred), col(target)
    if p.shape != y.shape:
        raise ValueError("N")
    with torch.enable_grad():
        return ((p - y) ** 2).mean()
