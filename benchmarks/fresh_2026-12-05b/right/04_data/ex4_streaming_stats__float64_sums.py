# Right: per-channel count, sum and sum of squares accumulated in float64 tensors on the batches' device; variance clamped at 0.
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for x in batches:
        xd = x.to(torch.float64)
        s = xd.sum(dim=(0, 2, 3))
        sq = (xd * xd).sum(dim=(0, 2, 3))
        total = s if total is None else total + s
        total_sq = sq if total_sq is None else total_sq + sq
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    var = (total_sq / count - mean * mean).clamp_min(0)
    return mean, var.sqrt()
