# Mistake: "True where query position i may attend to key position j, that is where j <= i" — uses triu, which allows the future (j >= i) instead of the past
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).triu()
