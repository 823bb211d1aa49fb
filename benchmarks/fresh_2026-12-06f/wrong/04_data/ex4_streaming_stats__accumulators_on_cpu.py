# Mistake: "as `float64` (or `float32`) tensors on the batches' device" — the running sums are created with torch.zeros(C, dtype=float64) on the CPU before the loop, so on an accelerator adding a batch's sums to them fails (or the result would be on the CPU).
def streaming_mean_std(batches):
    it = iter(batches)
    first = next(it)
    C = first.shape[1]
    n = 0
    s = torch.zeros(C, dtype=torch.float64)
    ss = torch.zeros(C, dtype=torch.float64)

    def add(x):
        nonlocal n, s, ss
        x = x.double()
        n += x.shape[0] * x.shape[2] * x.shape[3]
        s += x.sum(dim=(0, 2, 3))
        ss += (x * x).sum(dim=(0, 2, 3))

    add(first)
    for x in it:
        add(x)
    mean = s / n
    return mean, (ss / n - mean ** 2).clamp_min(0).sqrt()
