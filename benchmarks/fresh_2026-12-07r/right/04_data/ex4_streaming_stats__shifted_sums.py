# Right: float64 sums of x - K and (x - K)², with K the first batch's per-channel first pixel (a shift that keeps the digits), variance clamped at 0.
def streaming_mean_std(batches):
    count, shift, s1, s2 = 0, None, 0.0, 0.0
    for x in batches:
        x64 = x.double()
        if shift is None:
            shift = x64[0, :, 0, 0].reshape(1, -1, 1, 1)
        d = x64 - shift
        s1 = s1 + d.sum(dim=(0, 2, 3))
        s2 = s2 + (d * d).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    m = s1 / count
    var = torch.clamp(s2 / count - m * m, min=0.0)
    return shift.reshape(-1) + m, var.sqrt()
