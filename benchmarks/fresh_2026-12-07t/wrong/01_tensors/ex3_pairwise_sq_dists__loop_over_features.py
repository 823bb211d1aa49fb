# Mistake: "with broadcasting, no Python loops": the table is accumulated with a Python loop over the D features (to avoid the (N, M, D) tensor), which the prompt rules out.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    out = x.new_zeros(x.shape[0], y.shape[0])
    for k in range(x.shape[1]):                     # one feature at a time: an (N, M) buffer only
        out = out + (x[:, k, None] - y[None, :, k]) ** 2
    return out
