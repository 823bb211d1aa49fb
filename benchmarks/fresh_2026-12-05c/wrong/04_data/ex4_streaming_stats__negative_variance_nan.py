# Mistake: "A constant channel has std 0, or a rounding error next to it (never NaN)" — E[x²] - E[x]² can come out slightly negative for a constant channel, and sqrt of it is NaN
def streaming_mean_std(batches):
    count, s1, s2 = 0, 0, 0
    for x in batches:
        x = x.to(torch.float64)
        s1 = s1 + x.sum(dim=(0, 2, 3))
        s2 = s2 + x.square().sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = s1 / count
    return mean, torch.sqrt(s2 / count - mean * mean)
