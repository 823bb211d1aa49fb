# Diagnosis: not-boolean
# Pitfall: an additive float mask (0 and -inf) where a boolean one is asked for.
def causal_mask(size, device=None):
    return torch.full((size, size), float("-inf"), device=device).triu(1)
