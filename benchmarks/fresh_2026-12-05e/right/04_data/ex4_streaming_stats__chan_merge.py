# Right: Chan's parallel merge of per-batch (count, mean, M2) in float64 on the batches' device; M2 is a sum of non-negative terms, so a constant channel gives std 0 (never NaN); no value read back in the loop
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for batch in batches:
        x = batch.to(torch.float64)
        nb = x.numel() // x.shape[1]
        var_b, mean_b = torch.var_mean(x, dim=(0, 2, 3), correction=0)
        if mean is None:
            n, mean, m2 = nb, mean_b, var_b * nb
            continue
        total = n + nb
        delta = mean_b - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + var_b * nb + delta * delta * (n * nb / total)
        n = total
    return mean, (m2 / n).sqrt()
