# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)": var = E[x^2] - E[x]^2 in float64 comes out slightly negative for a constant channel (e.g. 1000.1 or 28.516 repeated) and sqrt gives NaN; there is no clamp at 0.
def streaming_mean_std(batches):
    count = total = total_sq = None
    for b in batches:
        x = b.double()
        n = x.shape[0] * x.shape[2] * x.shape[3]
        s, sq = x.sum(dim=(0, 2, 3)), (x * x).sum(dim=(0, 2, 3))
        if total is None:
            count, total, total_sq = n, s, sq
        else:
            count, total, total_sq = count + n, total + s, total_sq + sq
    mean = total / count
    var = total_sq / count - mean ** 2
    return mean, var.sqrt()
