# Diagnosis: inverted-mask
# Pitfall: nn.MultiheadAttention's convention (True = masked out) given to scaled_dot_product_attention.
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).triu(1)
