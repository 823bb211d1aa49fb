# Mistake: "as `float64` (or `float32`) tensors on the batches' device" — the running sums are created on the CPU, so batches on an accelerator (or meta) fail to add into them
def streaming_mean_std(batches):
    s1 = s2 = None
    count = 0
    for x in batches:
        if s1 is None:
            s1 = torch.zeros(x.shape[1], dtype=torch.float64)
            s2 = torch.zeros(x.shape[1], dtype=torch.float64)
        x = x.to(torch.float64)
        s1 += x.sum(dim=(0, 2, 3))
        s2 += (x * x).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = s1 / count
    return mean, (s2 / count - mean * mean).clamp_min(0).sqrt()
