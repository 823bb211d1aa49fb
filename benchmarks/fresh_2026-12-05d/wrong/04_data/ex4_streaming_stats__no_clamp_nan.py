# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)" — E[x²] - E[x]² is square-rooted without clamping; for a constant channel (28.516 or 1000.1) the float64 rounding often makes it about -1e-13, and sqrt gives NaN.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0, 0
    for b in batches:
        x = b.double()
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + x.square().sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    return mean, (total_sq / count - mean ** 2).sqrt()
