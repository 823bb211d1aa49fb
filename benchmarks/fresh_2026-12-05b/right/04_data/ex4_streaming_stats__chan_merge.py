# Right: Chan's parallel formula, merging each batch's float64 mean and M2 (sum of squared deviations) into the running ones.
def streaming_mean_std(batches):
    n = 0
    mean = m2 = None
    for x in batches:
        flat = x.to(torch.float64).transpose(0, 1).reshape(x.shape[1], -1)
        nb = flat.shape[1]
        if nb == 0:
            continue
        mb = flat.mean(dim=1)
        m2b = ((flat - mb[:, None]) ** 2).sum(dim=1)
        if mean is None:
            n, mean, m2 = nb, mb, m2b
            continue
        delta = mb - mean
        total = n + nb
        mean = mean + delta * (nb / total)
        m2 = m2 + m2b + delta * delta * (n * nb / total)
        n = total
    return mean, torch.sqrt(m2 / n)
