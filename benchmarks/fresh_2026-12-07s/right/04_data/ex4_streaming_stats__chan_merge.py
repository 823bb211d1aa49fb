# Right: merges per-batch mean and M2 (sum of squared deviations) with Chan's formula in float64 instead of accumulating raw sums; counts stay Python ints.
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for x in batches:
        xd = x.to(torch.float64)
        nb = xd.shape[0] * xd.shape[2] * xd.shape[3]
        mb = xd.mean(dim=(0, 2, 3))
        m2b = (xd - mb.view(1, -1, 1, 1)).square().sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = nb, mb, m2b
            continue
        total = n + nb
        delta = mb - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + m2b + delta.square() * (n * nb / total)
        n = total
    return mean, (m2 / n).sqrt()
