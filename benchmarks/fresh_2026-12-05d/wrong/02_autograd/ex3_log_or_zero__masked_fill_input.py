# Mistake: "the inputs come back unchanged" — masked_fill_ writes the harmless 1 into the caller's x itself (values of x <= 0 are lost, and a leaf that requires grad refuses the in-place write).
def log_or_zero(x):
    positive = x > 0
    x.masked_fill_(~positive, 1.0)
    return torch.where(positive, x.log(), torch.zeros_like(x))
