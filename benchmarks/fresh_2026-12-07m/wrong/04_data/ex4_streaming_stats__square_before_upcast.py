# Mistake: "Accumulate per channel the count, the sum of `x` and the sum of `x²` **in `float64`**": x² is computed in the batch's own dtype and only the sum is float64, so on float32 data around 1000 with spread 0.01 each square has already lost the digits (and float16 squares of 1000 overflow to inf).
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for b in batches:
        s = b.sum(dim=(0, 2, 3), dtype=torch.float64)
        sq = (b * b).sum(dim=(0, 2, 3), dtype=torch.float64)
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += b.shape[0] * b.shape[2] * b.shape[3]
    mean = total / count
    var = (total_sq / count - mean ** 2).clamp_min(0)
    return mean, var.sqrt()
