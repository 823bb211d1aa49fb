# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)": var = E[x^2] - E[x]^2 is not clamped at 0, and for a constant channel (e.g. 28.516 over 3x1x3x3 values) it comes out about -3e-13, so sqrt gives NaN.
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for b in batches:
        x = b.to(torch.float64)
        s = x.sum(dim=(0, 2, 3))
        sq = (x * x).sum(dim=(0, 2, 3))
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += b.shape[0] * b.shape[2] * b.shape[3]
    mean = total / count
    var = total_sq / count - mean ** 2
    return mean, var.sqrt()
