# Mistake: "merge per-batch means and variances with Chan's formula ..., also in `float64` wherever the device has it": each batch's mean and variance come from torch.var_mean in the batch's own dtype, so float16/bfloat16 batches (and the mean-1000, spread-0.01 channel) lose their digits before the float64 merge.
def streaming_mean_std(batches):
    n = 0
    mean = m2 = None
    for b in batches:
        var_b, mean_b = torch.var_mean(b, dim=(0, 2, 3), correction=0)
        mean_b, var_b = mean_b.double(), var_b.double()
        n_b = b.shape[0] * b.shape[2] * b.shape[3]
        if mean is None:
            n, mean, m2 = n_b, mean_b, var_b * n_b
            continue
        total = n + n_b
        delta = mean_b - mean
        mean = mean + delta * n_b / total
        m2 = m2 + var_b * n_b + delta ** 2 * n * n_b / total
        n = total
    return mean, (m2 / n).clamp_min(0).sqrt()
