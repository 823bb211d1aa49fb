# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)" — E[x^2] - E[x]^2 in float64 rounds slightly below zero for a constant channel such as 1000.1, and sqrt of it is NaN (no clamp at 0)
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for batch in batches:
        x = batch.double()
        s, sq = x.sum(dim=(0, 2, 3)), (x * x).sum(dim=(0, 2, 3))
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    return mean, (total_sq / count - mean * mean).sqrt()
