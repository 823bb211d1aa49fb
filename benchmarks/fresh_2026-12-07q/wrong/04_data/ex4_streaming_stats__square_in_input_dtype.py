# Mistake: "Accumulate per channel the count, the sum of `x` and the sum of `x²` **in `float64`**" -- the squares are computed in the batch's own dtype and only summed in float64, so float16 values around 1000 overflow to inf (1000² > 65504) and float32 squares lose the 0.01 spread of the mean-1000 case.
def streaming_mean_std(batches):
    n, s, sq = 0, 0.0, 0.0
    for b in batches:
        s = s + b.sum(dim=(0, 2, 3), dtype=torch.float64)
        sq = sq + (b * b).sum(dim=(0, 2, 3), dtype=torch.float64)
        n += b.numel() // b.shape[1]
    mean = s / n
    return mean, (sq / n - mean * mean).clamp_min(0).sqrt()
