# Right: Chan's parallel merge of per-batch (count, mean, M2), each batch converted to float64 before its own statistics; the variance clamped at 0.
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for b in batches:
        x = b.to(torch.float64)
        n_b = x.numel() // x.shape[1]
        mean_b = x.mean(dim=(0, 2, 3))
        m2_b = ((x - mean_b.view(1, -1, 1, 1)) ** 2).sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = n_b, mean_b, m2_b
            continue
        total = n + n_b
        delta = mean_b - mean
        mean = mean + delta * (n_b / total)
        m2 = m2 + m2_b + delta * delta * (n * n_b / total)
        n = total
    return mean, torch.clamp(m2 / n, min=0.0).sqrt()
