# Mistake: "inputs on the `meta` device: the result's device, shape and dtype as the reference's" — boolean-mask indexing has a data-dependent size, which raises on meta tensors (and syncs an accelerator)
def log_or_zero(x):
    out = torch.zeros_like(x)
    pos = x > 0
    out[pos] = torch.log(x[pos])
    return out
