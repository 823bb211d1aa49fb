# Diagnosis: stats-dtype
# Pitfall: the float64 statistics cast back to the batches' dtype: float16 batches get float16 statistics.
def streaming_mean_std(batches):
    dtype, count, total, total_sq = None, 0, 0, 0
    for b in batches:
        dtype = b.dtype
        x = b.double()
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + x.pow(2).sum(dim=(0, 2, 3))
        count += x.numel() // x.shape[1]
    mean = total / count
    std = (total_sq / count - mean * mean).clamp_min(0).sqrt()
    return mean.to(dtype), std.to(dtype)
