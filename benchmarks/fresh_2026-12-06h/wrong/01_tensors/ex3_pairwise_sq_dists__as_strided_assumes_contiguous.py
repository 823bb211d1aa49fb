# Mistake: "the inputs may be float32 or float64 ... in any memory layout" — it builds the (N, M, D) broadcast views with as_strided and strides computed for a contiguous (N, D) tensor (D, 0, 1), so a transposed or step-sliced x or y reads the wrong elements and gives wrong distances silently.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    (n, d), m = x.shape, y.shape[0]
    xs = x.as_strided((n, m, d), (d, 0, 1))    # each row of x repeated M times, no copy
    ys = y.as_strided((n, m, d), (0, d, 1))    # the rows of y repeated N times, no copy
    return ((xs - ys) ** 2).sum(dim=-1)
