# Right: Chan's parallel formula: each batch's float64 mean and sum of squared deviations (M2) merged into the running ones; never subtracts large squares, and M2 >= 0 by construction
def streaming_mean_std(batches):
    n = 0
    mean = m2 = None
    for x in batches:
        x64 = x.to(torch.float64)
        nb = x.shape[0] * x.shape[2] * x.shape[3]
        mb = x64.mean(dim=(0, 2, 3))
        m2b = ((x64 - mb.view(1, -1, 1, 1)) ** 2).sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = nb, mb, m2b
            continue
        total = n + nb
        delta = mb - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + m2b + delta * delta * (n * nb / total)
        n = total
    return mean, torch.sqrt(m2 / n)
