# Mistake: "Every position must see itself" (j <= i, diagonal included) — tril(diagonal=-1) masks the diagonal, so row 0 has nothing to attend to and SDPA returns zeros there
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).tril(diagonal=-1)
