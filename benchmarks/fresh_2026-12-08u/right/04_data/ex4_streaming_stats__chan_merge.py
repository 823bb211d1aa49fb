# Right: Chan's parallel merge of per-batch means and M2 in float64 (no sum of squares), state kept as tensors on the batches' device, count as a Python int from shapes (no read-back).
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for batch in batches:
        x = batch.to(torch.float64)
        nb = x.shape[0] * x.shape[2] * x.shape[3]
        mb = x.mean(dim=(0, 2, 3))
        m2b = ((x - mb.view(1, -1, 1, 1)) ** 2).sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = nb, mb, m2b
            continue
        total = n + nb
        delta = mb - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + m2b + delta ** 2 * (n * nb / total)
        n = total
    return mean, (m2 / n).clamp_min(0).sqrt()
