# Mistake: "merge per-batch means and variances with Chan's formula, also in float64": each batch's mean and variance come from torch.var_mean in the batch's own dtype and only the merge is float64, so float16/bfloat16 batches (e.g. values in [0, 1] or around -300) get per-batch statistics rounded to half precision, off by ~1e-3 relative.
def streaming_mean_std(batches):
    n_total, mean, m2 = 0, None, None
    for b in batches:
        var_b, mean_b = torch.var_mean(b, dim=(0, 2, 3), correction=0)
        var_b, mean_b = var_b.double(), mean_b.double()
        n_b = b.numel() // b.shape[1]
        if mean is None:
            n_total, mean, m2 = n_b, mean_b, var_b * n_b
            continue
        delta = mean_b - mean
        n_new = n_total + n_b
        mean = mean + delta * n_b / n_new
        m2 = m2 + var_b * n_b + delta ** 2 * n_total * n_b / n_new
        n_total = n_new
    return mean, (m2 / n_total).clamp_min(0).sqrt()
