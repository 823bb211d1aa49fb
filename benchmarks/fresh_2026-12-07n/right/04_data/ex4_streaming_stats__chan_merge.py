# Right: merges per-batch float64 means and M2 with Chan's formula (torch.var_mean with correction=0 per batch), keeping the count as a Python int
def streaming_mean_std(batches):
    n = 0
    mean = m2 = None
    for b in batches:
        x = b.double().transpose(0, 1).reshape(b.shape[1], -1)      # (C, pixels of this batch)
        n_b = x.shape[1]
        var_b, mean_b = torch.var_mean(x, dim=1, correction=0)
        m2_b = var_b * n_b
        if mean is None:
            n, mean, m2 = n_b, mean_b, m2_b
            continue
        total = n + n_b
        delta = mean_b - mean
        mean = mean + delta * (n_b / total)
        m2 = m2 + m2_b + delta * delta * (n * n_b / total)
        n = total
    return mean, (m2 / n).clamp_min(0.0).sqrt()
