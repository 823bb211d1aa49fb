# Diagnosis: attends-future
# Pitfall: triu keeps j >= i, so every position sees the tokens after it.
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).triu()
