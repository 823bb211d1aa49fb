# Pitfall: out of place for the gate, but the residual is added into the caller's x in place.
def gated_residual(x, w):
    h = x @ w
    x += h * torch.sigmoid(h)
    return x
