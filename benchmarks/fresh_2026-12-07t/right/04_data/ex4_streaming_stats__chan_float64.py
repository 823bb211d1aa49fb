# Right: Chan's parallel merge in float64, each batch's mean and M2 computed from a float64 copy (two-pass inside the batch, out of place), returned as float64 on the batches' device.
def _batch_moments(b):
    x = b.to(dtype=torch.float64, copy=True).transpose(0, 1).reshape(b.shape[1], -1)
    mean = x.mean(dim=1)
    m2 = (x - mean[:, None]).square().sum(dim=1)
    return x.shape[1], mean, m2

def streaming_mean_std(batches):
    n = 0
    mean = m2 = None
    for b in batches:
        n_b, mean_b, m2_b = _batch_moments(b)
        if mean is None:
            n, mean, m2 = n_b, mean_b, m2_b
            continue
        total = n + n_b
        delta = mean_b - mean
        mean = mean + delta * (n_b / total)
        m2 = m2 + m2_b + delta * delta * (n * n_b / total)
        n = total
    return mean, torch.sqrt(m2 / n)
