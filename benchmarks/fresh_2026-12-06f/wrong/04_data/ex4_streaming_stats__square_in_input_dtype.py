# Mistake: "float32, float64, float16 or bfloat16 ... each channel with values around 0, in [0, 1], around -300, around 1000" — the sums are float64 (dtype= in sum), but x*x is computed in the batch's own dtype first: in float16, 1000² = 1e6 overflows to inf, and in bfloat16 the square already lost its digits.
def streaming_mean_std(batches):
    n, s, ss = 0, 0.0, 0.0
    for x in batches:
        n += x.numel() // x.shape[1]
        s = s + x.sum(dim=(0, 2, 3), dtype=torch.float64)
        ss = ss + (x * x).sum(dim=(0, 2, 3), dtype=torch.float64)
    mean = s / n
    var = (ss / n - mean * mean).clamp_min(0)
    return mean, var.sqrt()
