# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)" — takes sqrt of E[x²] - E[x]² without clamping, which comes out slightly negative on a constant channel such as 1000.1 and gives NaN.
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0.0, 0.0
    for x in batches:
        x64 = x.double()
        total = total + x64.sum(dim=(0, 2, 3))
        total_sq = total_sq + (x64 ** 2).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    return mean, (total_sq / count - mean ** 2).sqrt()
