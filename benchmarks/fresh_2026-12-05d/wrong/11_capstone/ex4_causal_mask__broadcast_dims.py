# Mistake: "a boolean tensor ... of shape `(size, size)`" — returns a (1, 1, size, size) mask "ready for (batch, heads, L, L) attention"; the values are right but the shape is not the one asked for
def causal_mask(size, device=None):
    mask = torch.ones(size, size, dtype=torch.bool, device=device).tril()
    return mask[None, None]
