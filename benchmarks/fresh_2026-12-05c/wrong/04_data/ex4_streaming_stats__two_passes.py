# Mistake: "that can be **read only once** ... two passes (first the mean, then the spread): a second pass finds the iterable empty" — the second loop sees nothing, the std comes out 0/0
def streaming_mean_std(batches):
    total, count = 0, 0
    for x in batches:
        total = total + x.to(torch.float64).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    sq = torch.zeros_like(mean)
    n2 = 0
    for x in batches:
        sq = sq + ((x.to(torch.float64) - mean.view(1, -1, 1, 1)) ** 2).sum(dim=(0, 2, 3))
        n2 += x.shape[0] * x.shape[2] * x.shape[3]
    return mean, (sq / n2).sqrt()
