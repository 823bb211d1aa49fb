# Mistake: "Accumulate per channel ... the sum of `x` and the sum of `x²` **in `float64`**" (batches may be float16 or bfloat16): each batch's sums are taken in the batch's own dtype and only then converted, so a float16 batch around 1000 overflows (x² = 1e6 > 65504 gives inf), bfloat16 sums keep 3 significant digits, and float32 per-batch sums lose the mean-1000, spread-0.01 channel
def streaming_mean_std(batches):
    count = 0
    total = total_sq = None
    for x in batches:
        s = x.sum(dim=(0, 2, 3)).double()
        sq = (x * x).sum(dim=(0, 2, 3)).double()
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += x.numel() // x.shape[1]
    mean = total / count
    var = (total_sq / count - mean ** 2).clamp_min(0)
    return mean, var.sqrt()
