# Mistake: "leave them unchanged" — x.to(torch.float64) returns the same tensor for a float64 batch, and squaring it in place overwrites the caller's data.
def streaming_mean_std(batches):
    n = 0
    s = sq = 0
    for x in batches:
        xd = x.to(torch.float64)
        s = s + xd.sum(dim=(0, 2, 3))
        sq = sq + xd.mul_(xd).sum(dim=(0, 2, 3))
        n += x.shape[0] * x.shape[2] * x.shape[3]
    mean = s / n
    return mean, torch.sqrt(torch.clamp(sq / n - mean ** 2, min=0))
