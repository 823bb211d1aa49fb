# Pitfall: silences the error by detaching the sigmoid; values right, its gradient is lost.
def gated_residual(x, w):
    h = x @ w
    out = torch.sigmoid(h).detach()
    out *= h
    out += x
    return out
