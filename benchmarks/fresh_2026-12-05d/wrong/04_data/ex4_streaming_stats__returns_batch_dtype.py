# Mistake: "Return `(mean, std)` ... as `float64` (or `float32`) tensors" — the float64 results are cast back to the batches' dtype "to match the input", so float16/bfloat16 batches get float16/bfloat16 statistics (a mean of 1000 with std 0.01 becomes 1000 and 0.01 rounded to 3 significant digits).
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
