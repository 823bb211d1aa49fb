# Mistake: "Accumulate per channel ... the sum of x and the sum of x² in float64" (and float16/bfloat16 inputs) — sums each batch in its own dtype and only then converts, so a float16 batch's sums overflow or round before reaching float64.
def streaming_mean_std(batches):
    n = 0
    s = sq = None
    for x in batches:
        bs = x.sum(dim=(0, 2, 3)).double()
        bsq = (x * x).sum(dim=(0, 2, 3)).double()
        s = bs if s is None else s + bs
        sq = bsq if sq is None else sq + bsq
        n += x.numel() // x.shape[1]
    mean = s / n
    return mean, (sq / n - mean * mean).clamp_min(0).sqrt()
