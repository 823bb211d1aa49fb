# Right: merges per-batch float64 means and population variances with Chan's parallel formula instead of summing x and x², all as tensors
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for batch in batches:
        x = batch.double()
        nb = x.shape[0] * x.shape[2] * x.shape[3]
        mb = x.mean(dim=(0, 2, 3))
        m2b = (x - mb.view(1, -1, 1, 1)).square().sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = nb, mb, m2b
            continue
        total = n + nb
        delta = mb - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + m2b + delta.square() * (n * nb / total)
        n = total
    return mean, (m2 / n).sqrt()
