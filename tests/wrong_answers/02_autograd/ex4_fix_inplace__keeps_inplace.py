# Pitfall: still overwrites sigmoid's output in place; backward raises.
def gated_residual(x, w):
    h = x @ w
    out = torch.sigmoid(h)
    out *= h
    out += x
    return out
