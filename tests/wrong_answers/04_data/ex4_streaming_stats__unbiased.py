# Diagnosis: unbiased-std
# Pitfall: the unbiased (sample) estimator, dividing by n - 1 instead of n.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0.0, 0.0
    for batch in batches:
        x = batch.to(torch.float64)
        count += x.numel() // x.shape[1]
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + (x * x).sum(dim=(0, 2, 3))
    mean = total / count
    variance = (total_sq - count * mean * mean).clamp_min(0) / (count - 1)
    return mean, variance.sqrt()
