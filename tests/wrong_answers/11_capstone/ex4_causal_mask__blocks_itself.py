# Diagnosis: diagonal-masked
# Pitfall: the diagonal is masked too, so the first position has nothing to attend to.
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).tril(-1)
