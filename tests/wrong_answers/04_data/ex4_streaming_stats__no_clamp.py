# Diagnosis: constant-channel
# Pitfall: sqrt(E[x^2] - E[x]^2) without clamping: rounding makes a constant channel's variance slightly negative, and its std NaN.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0.0, 0.0
    for batch in batches:
        x = batch.to(torch.float64)
        count += x.numel() // x.shape[1]
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + (x * x).sum(dim=(0, 2, 3))
    mean = total / count
    return mean, (total_sq / count - mean * mean).sqrt()
