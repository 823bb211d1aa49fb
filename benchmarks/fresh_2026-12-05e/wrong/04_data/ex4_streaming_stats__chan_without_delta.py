# Mistake: "the per-channel mean and the population standard deviation ... over all images and pixels" — merges per-batch variances weighted by size but forgets Chan's delta^2 * n_a * n_b / n term, so the spread between batch means is lost (right only when every batch has the same mean, or a single batch)
def streaming_mean_std(batches):
    n, mean, m2 = 0, None, None
    for batch in batches:
        x = batch.double()
        nb = x.numel() // x.shape[1]
        var_b, mean_b = torch.var_mean(x, dim=(0, 2, 3), correction=0)
        if mean is None:
            n, mean, m2 = nb, mean_b, var_b * nb
            continue
        total = n + nb
        mean = mean + (mean_b - mean) * nb / total
        m2 = m2 + var_b * nb
        n = total
    return mean, (m2 / n).sqrt()
