# Mistake: "Accumulate per channel the count, the sum of `x` and the sum of `x²` **in `float64`**": sums each batch in its own dtype and only casts the batch sums to float64, so float32 data around 1000 with spread 0.01 loses the variance (and float16 sums overflow to inf).
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for x in batches:
        s = x.sum(dim=(0, 2, 3)).double()
        sq = (x * x).sum(dim=(0, 2, 3)).double()
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += x.numel() // x.shape[1]
    mean = total / count
    var = (total_sq / count - mean ** 2).clamp_min(0)
    return mean, var.sqrt()
