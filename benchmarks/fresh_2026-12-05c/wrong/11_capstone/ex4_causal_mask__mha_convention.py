# Mistake: "for a boolean attn_mask, True means "may attend", while nn.MultiheadAttention and nn.Transformer read a boolean mask the other way round" — returns the nn.MultiheadAttention convention (True = masked out, above the diagonal)
def causal_mask(size, device=None):
    return ~torch.ones(size, size, dtype=torch.bool, device=device).tril()
