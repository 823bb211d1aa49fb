# Mistake: "Accumulate per channel the count, the sum of x and the sum of x² in float64 (with float32 sums, E[x²] - E[x]² loses every digit when the mean is large against the spread)" — accumulates in float32.
def streaming_mean_std(batches):
    n, s, sq = 0, 0.0, 0.0
    for x in batches:
        xf = x.float()
        s = s + xf.sum(dim=(0, 2, 3))
        sq = sq + (xf ** 2).sum(dim=(0, 2, 3))
        n += x.shape[0] * x.shape[2] * x.shape[3]
    mean = s / n
    return mean, (sq / n - mean ** 2).clamp(min=0).sqrt()
