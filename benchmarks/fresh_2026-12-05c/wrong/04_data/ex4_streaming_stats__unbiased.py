# Mistake: "the **population** standard deviation (`correction=0`)" — divides by count - 1 (and a single pixel per channel gives NaN)
def streaming_mean_std(batches):
    count, s1, s2 = 0, None, None
    for x in batches:
        x = x.to(torch.float64)
        bs1, bs2 = x.sum(dim=(0, 2, 3)), (x * x).sum(dim=(0, 2, 3))
        s1 = bs1 if s1 is None else s1 + bs1
        s2 = bs2 if s2 is None else s2 + bs2
        count += x.numel() // x.shape[1]
    mean = s1 / count
    var = (s2 - count * mean * mean) / (count - 1)
    return mean, var.clamp_min(0).sqrt()
