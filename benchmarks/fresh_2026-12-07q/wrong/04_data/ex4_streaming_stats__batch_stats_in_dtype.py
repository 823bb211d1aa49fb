# Mistake: "or merge per-batch means and variances with Chan's formula ... also in `float64` wherever the device has it" -- each batch's mean and variance come from torch.var_mean in the batch's own dtype (only the merge is float64): a float16 channel around -300 gets a mean off by ~0.06, and a float32 mean-1000/spread-0.01 channel a std off by ~4e-5 relative.
def streaming_mean_std(batches):
    n = mean = m2 = None
    for b in batches:
        var_b, mean_b = torch.var_mean(b, dim=(0, 2, 3), correction=0)
        var_b, mean_b = var_b.double(), mean_b.double()
        n_b = b.numel() // b.shape[1]
        if n is None:
            n, mean, m2 = n_b, mean_b, var_b * n_b
            continue
        total = n + n_b
        delta = mean_b - mean
        mean = mean + delta * n_b / total
        m2 = m2 + var_b * n_b + delta ** 2 * n * n_b / total
        n = total
    return mean, (m2 / n).sqrt()
