# Mistake: "memory layouts: contiguous, strided or transposed" — x is flattened with .view(-1) to fill the result with a boolean mask, and view refuses a transposed or strided x.
def log_or_zero(x):
    flat = x.view(-1)
    positive = flat > 0
    out = torch.zeros_like(flat)
    out[positive] = torch.log(flat[positive])
    return out.view(x.shape)
