# Mistake: "Accumulate per channel the count, the sum of `x` and the sum of `x²` **in `float64`**" — each batch's sums are reduced in the batch's own dtype and only then converted, so float16/bfloat16 batches around 1000 overflow or round (x² of 1000 is past float16's 65504) and float32 sums lose the 0.01 spread.
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for b in batches:
        s = b.sum(dim=(0, 2, 3)).double()
        sq = (b * b).sum(dim=(0, 2, 3)).double()
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += b.numel() // b.shape[1]
    mean = total / count
    var = (total_sq / count - mean * mean).clamp_min(0)
    return mean, var.sqrt()
