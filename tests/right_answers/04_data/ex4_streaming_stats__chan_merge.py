# Chan's parallel formula: merge each batch's count, mean and sum of squared deviations into the running ones.
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for batch in batches:
        x = batch.double().transpose(0, 1).flatten(1)          # (C, pixels)
        nb = x.shape[1]
        mean_b = x.mean(dim=1)
        m2_b = ((x - mean_b[:, None]) ** 2).sum(dim=1)
        if mean is None:
            n, mean, m2 = nb, mean_b, m2_b
            continue
        delta = mean_b - mean
        total = n + nb
        mean = mean + delta * nb / total
        m2 = m2 + m2_b + delta ** 2 * n * nb / total
        n = total
    return mean.float(), (m2 / n).sqrt().float()
