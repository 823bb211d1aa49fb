# Diagnosis: float32-accumulation
# Pitfall: sums of x and x squared kept in float32: E[x^2] - E[x]^2 loses every digit when the
# mean is large against the spread.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0.0, 0.0
    for batch in batches:
        x = batch.to(torch.float32)
        count += x.numel() // x.shape[1]
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + (x * x).sum(dim=(0, 2, 3))
    mean = total / count
    variance = (total_sq / count - mean * mean).clamp_min(0)
    return mean, variance.sqrt()
