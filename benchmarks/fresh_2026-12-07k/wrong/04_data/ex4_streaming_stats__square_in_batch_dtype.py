# Mistake: "Accumulate per channel ... the sum of x² in float64": the squares and per-batch sums are taken in the batch's own dtype and only then converted, so float16 batches around 1000 overflow to inf (1000² > 65504) and float32 ones lose the 0.01 spread of the mean-1000 case
def streaming_mean_std(batches):
    count = total = total_sq = None
    for b in batches:
        n = b.shape[0] * b.shape[2] * b.shape[3]
        s = b.sum(dim=(0, 2, 3)).double()
        sq = (b * b).sum(dim=(0, 2, 3)).double()
        if total is None:
            count, total, total_sq = n, s, sq
        else:
            count, total, total_sq = count + n, total + s, total_sq + sq
    mean = total / count
    var = (total_sq / count - mean * mean).clamp_min(0)
    return mean, var.sqrt()
