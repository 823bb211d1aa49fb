# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)": E[x²] - E[x]² is not clamped, so on a constant channel (e.g. 28.516) rounding can make it slightly negative and sqrt returns NaN.
def streaming_mean_std(batches):
    n, s, ss = 0, 0, 0
    for b in batches:
        x = b.to(torch.float64)
        n += x.numel() // x.shape[1]
        s = s + x.sum(dim=(0, 2, 3))
        ss = ss + x.pow(2).sum(dim=(0, 2, 3))
    mean = s / n
    return mean, torch.sqrt(ss / n - mean ** 2)
