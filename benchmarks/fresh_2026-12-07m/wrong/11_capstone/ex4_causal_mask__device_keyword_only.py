# Mistake: the prompt's signature is "causal_mask(size, device=None)"; here device is keyword-only, so the positional call the notebook's own CausalSelfAttention makes, causal_mask(length, x.device), raises TypeError.
def causal_mask(size, *, device=None):
    return torch.tril(torch.ones((size, size), dtype=torch.bool, device=device))
