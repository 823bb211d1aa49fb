# Mistake: "a boolean tensor ... of shape `(size, size)`" — returns it with two leading broadcast dimensions, (1, 1, size, size), "ready for (batch, heads, L, L)": right pattern, wrong shape
def causal_mask(size, device=None):
    mask = torch.ones(size, size, dtype=torch.bool, device=device).tril()
    return mask[None, None]
