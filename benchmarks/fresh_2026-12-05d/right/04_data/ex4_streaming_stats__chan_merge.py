# Right: merges per-batch float64 means and population variances with Chan, Golub and LeVeque's pairwise formula (no E[x²]-E[x]² cancellation at all), with Python-int counts and tensors kept on the batches' device; clamp keeps a constant channel at 0, never NaN.
def streaming_mean_std(batches):
    n = 0
    mean = m2 = None
    for b in batches:
        x = b.to(torch.float64)
        nb = x.shape[0] * x.shape[2] * x.shape[3]
        var_b, mean_b = torch.var_mean(x, dim=(0, 2, 3), correction=0)
        m2_b = var_b * nb
        if mean is None:
            n, mean, m2 = nb, mean_b, m2_b
            continue
        total = n + nb
        delta = mean_b - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + m2_b + delta * delta * (n * nb / total)
        n = total
    return mean, (m2 / n).clamp_min(0).sqrt()
