# Right: merges per-batch float64 means and M2 with Chan's formula instead of sum / sum of squares.
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for x in batches:
        x64 = x.to(torch.float64)
        nb = x64.numel() // x64.shape[1]
        mb = x64.mean(dim=(0, 2, 3))
        m2b = ((x64 - mb.view(1, -1, 1, 1)) ** 2).sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = nb, mb, m2b
            continue
        total = n + nb
        delta = mb - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + m2b + delta ** 2 * (n * nb / total)
        n = total
    return mean, (m2 / n).sqrt()
