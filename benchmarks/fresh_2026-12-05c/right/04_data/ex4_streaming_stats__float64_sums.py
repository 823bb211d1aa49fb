# Right: one loop keeping count (from shapes, no sync), sum and sum of squares per channel as float64 tensors on the batches' device; variance clamped at 0 before the square root
def streaming_mean_std(batches):
    count = 0
    total = total_sq = None
    for x in batches:
        x64 = x.to(torch.float64)
        s = x64.sum(dim=(0, 2, 3))
        q = (x64 * x64).sum(dim=(0, 2, 3))
        total = s if total is None else total + s
        total_sq = q if total_sq is None else total_sq + q
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    var = (total_sq / count - mean * mean).clamp(min=0.0)
    return mean, var.sqrt()
