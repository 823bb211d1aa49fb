# Right: merges per-batch mean and M2 with Chan's formula in float64 (count kept as a Python int from shapes, no read-back), instead of sums of x and x squared.
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for b in batches:
        x = b.to(torch.float64)
        nb = x.numel() // x.shape[1]
        mb = x.mean(dim=(0, 2, 3))
        m2b = ((x - mb.view(1, -1, 1, 1)) ** 2).sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = nb, mb, m2b
            continue
        total = n + nb
        delta = mb - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + m2b + delta * delta * (n * nb / total)
        n = total
    return mean, (m2 / n).sqrt()
