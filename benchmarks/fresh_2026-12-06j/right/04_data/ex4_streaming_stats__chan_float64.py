# Right: merges per-batch float64 means and population variances with Chan's parallel formula instead of accumulating sum and sum of squares.
def streaming_mean_std(batches):
    count, mean, m2 = 0, None, None
    for b in batches:
        x = b.to(torch.float64)
        n_b = x.numel() // x.shape[1]
        var_b, mean_b = torch.var_mean(x, dim=(0, 2, 3), correction=0)
        if mean is None:
            count, mean, m2 = n_b, mean_b, var_b * n_b
        else:
            delta = mean_b - mean
            total = count + n_b
            mean = mean + delta * (n_b / total)
            m2 = m2 + var_b * n_b + delta.square() * (count * n_b / total)
            count = total
    return mean, torch.sqrt(torch.clamp(m2 / count, min=0.0))
