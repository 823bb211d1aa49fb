# Right: shifted-data sums (shift = the first batch's first pixel per channel, a tensor: no read-back) accumulated in float64, variance clamped at 0, and the statistics returned as float32 (which the prompt accepts) on the batches' device.
def streaming_mean_std(batches):
    shift = count = s1 = s2 = None
    for b in batches:
        x = b.double()
        if shift is None:
            shift = x[0, :, 0, 0].clone()
            s1 = torch.zeros_like(shift)
            s2 = torch.zeros_like(shift)
            count = 0
        d = x - shift.view(1, -1, 1, 1)
        s1 = s1 + d.sum(dim=(0, 2, 3))
        s2 = s2 + (d * d).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean_d = s1 / count
    var = (s2 / count - mean_d * mean_d).clamp(min=0.0)
    return (shift + mean_d).float(), var.sqrt().float()
