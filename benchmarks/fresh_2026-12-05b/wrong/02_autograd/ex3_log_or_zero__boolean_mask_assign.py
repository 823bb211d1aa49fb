# Mistake: "inputs on the meta device: the result's device, shape and dtype as the reference's" — boolean-mask indexing x[x > 0] needs the data to know its size, so it fails on the meta device (and syncs an accelerator).
def log_or_zero(x):
    out = torch.zeros_like(x)
    positive = x > 0
    out[positive] = torch.log(x[positive])
    return out
