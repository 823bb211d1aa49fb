# Right: validates each shape with structural pattern matching, selects the column with indexing (a view, no reshape), and computes the mean as a dot product of the differences divided by N.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t, name):
        match tuple(t.shape):
            case (n,):
                return t
            case (n, 1):
                return t[:, 0]
            case shape:
                raise ValueError(f"{name} has shape {shape}: expected (N,) or (N, 1)")

    p, y = column(pred, "pred"), column(target, "target")
    if p.shape[0] != y.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions cannot pair with {y.shape[0]} targets")
    diff = p - y
    return torch.dot(diff, diff) / p.shape[0]
