# Mistake: "Keep the running sums as tensors ... (on a GPU ...)" — the running sums are created with torch.zeros on the CPU, so adding a GPU batch's sums to them fails (and the result would not stay on the batches' device).
def streaming_mean_std(batches):
    s = sq = None
    n = 0
    for x in batches:
        c = x.shape[1]
        if s is None:
            s = torch.zeros(c, dtype=torch.float64)
            sq = torch.zeros(c, dtype=torch.float64)
        xd = x.double()
        s += xd.sum(dim=(0, 2, 3))
        sq += (xd ** 2).sum(dim=(0, 2, 3))
        n += x.shape[0] * x.shape[2] * x.shape[3]
    mean = s / n
    return mean, (sq / n - mean ** 2).clamp(min=0).sqrt()
