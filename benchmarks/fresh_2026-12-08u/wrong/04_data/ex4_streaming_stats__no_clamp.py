# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)": var = E[x²] - E[x]² in float64 is not clamped, so a constant channel such as 1000.1 can come out a tiny negative number and its sqrt NaN.
def streaming_mean_std(batches):
    count, s, sq = 0, 0, 0
    for b in batches:
        x = b.to(torch.float64)
        count += x.shape[0] * x.shape[2] * x.shape[3]
        s = s + x.sum(dim=(0, 2, 3))
        sq = sq + x.pow(2).sum(dim=(0, 2, 3))
    mean = s / count
    return mean, torch.sqrt(sq / count - mean ** 2)
