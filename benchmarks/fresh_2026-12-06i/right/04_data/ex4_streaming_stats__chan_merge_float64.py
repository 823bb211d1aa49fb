# Right: Chan's parallel merge of per-batch (count, mean, M2) in float64, computed with torch.var_mean on an out-of-place float64 copy (no in-place writes), no read-back to Python.
def streaming_mean_std(batches):
    n = mean = m2 = None
    for batch in batches:
        x = batch.to(torch.float64)
        nb = x.shape[0] * x.shape[2] * x.shape[3]
        var_b, mean_b = torch.var_mean(x, dim=(0, 2, 3), correction=0)
        m2_b = var_b * nb
        if n is None:
            n, mean, m2 = nb, mean_b, m2_b
        else:
            total = n + nb
            delta = mean_b - mean
            mean = mean + delta * (nb / total)
            m2 = m2 + m2_b + delta.square() * (n * nb / total)
            n = total
    return mean, (m2 / n).clamp_min(0).sqrt()
