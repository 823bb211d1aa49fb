# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)": E[x²] - E[x]² in float64 comes out a hair below zero for many constant channels (e.g. 1000.1 or 28.516 repeated), and `.sqrt()` of it without a clamp returns NaN
def streaming_mean_std(batches):
    count = 0
    total = total_sq = None
    for x in batches:
        x64 = x.double()
        s, sq = x64.sum(dim=(0, 2, 3)), (x64 * x64).sum(dim=(0, 2, 3))
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    return mean, (total_sq / count - mean * mean).sqrt()
