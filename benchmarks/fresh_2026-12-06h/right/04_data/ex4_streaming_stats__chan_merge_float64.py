# Right: Chan's parallel merge in float64: per batch torch.var_mean(correction=0) on the float64 copy, then the running (count, mean, M2) are combined with the delta formula; no read-back in the loop, result float64 on the batches' device.
def streaming_mean_std(batches):
    n = 0
    mean = m2 = None
    for batch in batches:
        x = batch.to(torch.float64)
        nb = x.shape[0] * x.shape[2] * x.shape[3]
        var_b, mean_b = torch.var_mean(x, dim=(0, 2, 3), correction=0)
        m2_b = var_b * nb
        if mean is None:
            n, mean, m2 = nb, mean_b, m2_b
            continue
        total = n + nb
        delta = mean_b - mean
        mean = mean + delta * (nb / total)
        m2 = m2 + m2_b + delta * delta * (n * nb / total)
        n = total
    return mean, (m2 / n).clamp_min(0).sqrt()
