# Right: Chan's parallel merge of per-batch (count, mean, M2) computed in float64 on the batches' device; no values read back in the loop; M2 is a sum of squares of deviations so it is never negative (no NaN) and there is no cancellation for mean 1000 / spread 0.01.
def streaming_mean_std(batches):
    count, mean, m2 = 0, None, None
    for x in batches:
        x64 = x.to(torch.float64)
        n = x64.shape[0] * x64.shape[2] * x64.shape[3]
        b_mean = x64.mean(dim=(0, 2, 3))
        b_m2 = ((x64 - b_mean.view(1, -1, 1, 1)) ** 2).sum(dim=(0, 2, 3))
        if mean is None:
            count, mean, m2 = n, b_mean, b_m2
            continue
        total = count + n
        delta = b_mean - mean
        mean = mean + delta * (n / total)
        m2 = m2 + b_m2 + delta * delta * (count * n / total)
        count = total
    return mean, torch.sqrt(m2 / count)
