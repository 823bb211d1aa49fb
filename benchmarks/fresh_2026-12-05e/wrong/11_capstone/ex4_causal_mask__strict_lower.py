# Mistake: "`True` where query position `i` may attend to key position `j`, that is where `j <= i`. Every position must see itself" — tril with diagonal=-1 gives j < i: each position is blind to itself and the first row is all False (SDPA returns zeros there)
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).tril(diagonal=-1)
