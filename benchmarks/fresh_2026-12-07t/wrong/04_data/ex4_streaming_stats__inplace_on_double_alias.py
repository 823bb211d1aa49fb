# Mistake: "(...; leave them unchanged)" / "its batches come back unchanged": b.to(torch.float64) returns the same tensor when the batch is already float64, and the in-place centring (sub_) then rewrites the caller's float64 batches.
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for b in batches:
        x = b.to(torch.float64)
        n_b = x.shape[0] * x.shape[2] * x.shape[3]
        mean_b = x.mean(dim=(0, 2, 3))
        x.sub_(mean_b.view(1, -1, 1, 1))                 # centre the batch
        m2_b = x.pow(2).sum(dim=(0, 2, 3))
        if mean is None:
            n, mean, m2 = n_b, mean_b, m2_b
        else:
            total = n + n_b
            delta = mean_b - mean
            mean = mean + delta * (n_b / total)
            m2 = m2 + m2_b + delta.pow(2) * (n * n_b / total)
            n = total
    return mean, torch.sqrt(m2 / n)
