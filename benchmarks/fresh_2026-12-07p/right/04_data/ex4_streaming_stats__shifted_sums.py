# Right: accumulates float64 sums of (x - K) and (x - K)^2 with a per-channel shift K taken from the first batch (the shifted-data algorithm), then clamps the variance at 0.
def streaming_mean_std(batches):
    count, shift, s1, s2 = 0, None, None, None
    for b in batches:
        x = b.double()
        if shift is None:
            shift = x[0, :, 0, 0].clone().view(1, -1, 1, 1)
            s1 = torch.zeros(x.shape[1], dtype=torch.float64, device=x.device)
            s2 = torch.zeros_like(s1)
        d = x - shift
        s1 = s1 + d.sum(dim=(0, 2, 3))
        s2 = s2 + (d * d).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean_d = s1 / count
    var = (s2 / count - mean_d * mean_d).clamp(min=0)
    return shift.view(-1) + mean_d, var.sqrt()
