# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)": E[x²] - E[x]² is not clamped at 0, so a constant channel of 1000.1 over e.g. 33 pixels gives a variance of -1e-10 and its sqrt is NaN
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for b in batches:
        x = b.double()
        s, sq = x.sum(dim=(0, 2, 3)), x.square().sum(dim=(0, 2, 3))
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += x.numel() // x.shape[1]
    mean = total / count
    return mean, (total_sq / count - mean ** 2).sqrt()
