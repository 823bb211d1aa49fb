# Mistake: the prompt's signature is "causal_mask(size, device=None)"; the first parameter is named `seq_len`, so a caller passing it by name, causal_mask(size=4), raises TypeError.
def causal_mask(seq_len, device=None):
    positions = torch.arange(seq_len, device=device)
    return positions[:, None] >= positions[None, :]
