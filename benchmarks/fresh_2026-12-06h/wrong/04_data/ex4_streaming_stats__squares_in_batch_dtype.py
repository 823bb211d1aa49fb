# Mistake: "Accumulate per channel the count, the sum of `x` and the sum of `x²` **in `float64`**" — the sums are accumulated in float64 (sum(dtype=torch.float64)), but x² is computed in the batch's own dtype first: for float32 data around 1000 with a spread of 0.01 each square already loses the spread (and in float16 1000² overflows to inf), so the variance is garbage.
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for b in batches:
        s = b.sum(dim=(0, 2, 3), dtype=torch.float64)
        sq = (b * b).sum(dim=(0, 2, 3), dtype=torch.float64)
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += b.shape[0] * b.shape[2] * b.shape[3]
    mean = total / count
    var = (total_sq / count - mean * mean).clamp_min(0)
    return mean, var.sqrt()
