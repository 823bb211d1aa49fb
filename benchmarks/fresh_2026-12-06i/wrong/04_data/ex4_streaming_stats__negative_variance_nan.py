# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)" — computes E[x²] - E[x]² in float64 and takes its square root directly; for a constant channel (28.516 or 1000.1) the difference is often a tiny negative number and the std comes out NaN.
def streaming_mean_std(batches):
    count = total = total_sq = None
    for batch in batches:
        x = batch.to(torch.float64)
        n = x.shape[0] * x.shape[2] * x.shape[3]
        s, q = x.sum(dim=(0, 2, 3)), x.square().sum(dim=(0, 2, 3))
        if total is None:
            count, total, total_sq = n, s, q
        else:
            count, total, total_sq = count + n, total + s, total_sq + q
    mean = total / count
    return mean, torch.sqrt(total_sq / count - mean * mean)
