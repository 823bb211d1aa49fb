# Right: merges per-batch float64 means and sums of squared deviations with Chan's formula instead of accumulating sums of x and x squared.
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for b in batches:
        x = b.to(torch.float64)
        n_b = x.shape[0] * x.shape[2] * x.shape[3]
        mean_b = x.mean(dim=(0, 2, 3))
        m2_b = (x - mean_b.view(1, -1, 1, 1)).square().sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = n_b, mean_b, m2_b
            continue
        total = n + n_b
        delta = mean_b - mean
        mean = mean + delta * (n_b / total)
        m2 = m2 + m2_b + delta.square() * (n * n_b / total)
        n = total
    return mean, (m2 / n).sqrt()
