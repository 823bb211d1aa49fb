# Mistake: "Any of `N`, `M`, `D` may be 1 or even 0 (the result is still `(N, M)`)" — it stacks one (N, M) term per feature; with D == 0 the list is empty and torch.stack raises.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    terms = [(x[:, d, None] - y[None, :, d]) ** 2 for d in range(x.shape[1])]
    return torch.stack(terms).sum(dim=0)
