# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)" — E[x²] - E[x]² in float64 is not clamped; for a constant channel like 1000.1 the rounding makes it slightly negative and sqrt returns NaN.
def streaming_mean_std(batches):
    n, s, ss = 0, None, None
    for x in batches:
        x = x.to(torch.float64)
        n += x.shape[0] * x.shape[2] * x.shape[3]
        bs, bss = x.sum(dim=(0, 2, 3)), x.square().sum(dim=(0, 2, 3))
        s = bs if s is None else s + bs
        ss = bss if ss is None else ss + bss
    mean = s / n
    return mean, torch.sqrt(ss / n - mean * mean)
