# Right: float64 sums of x - shift, the shift being the first batch's per-channel mean (a tensor, no sync), which keeps E[d^2] - E[d]^2 accurate even for mean 1000 / spread 0.01; clamped at 0 so a constant channel is never NaN
def streaming_mean_std(batches):
    shift = s1 = s2 = None
    count = 0
    for batch in batches:
        x = batch.double().movedim(1, 0).reshape(batch.shape[1], -1)     # (C, pixels); reshape copies if needed
        if shift is None:
            shift = x.mean(dim=1, keepdim=True)
            s1 = torch.zeros_like(shift[:, 0])
            s2 = torch.zeros_like(shift[:, 0])
        d = x - shift
        s1 = s1 + d.sum(dim=1)
        s2 = s2 + (d * d).sum(dim=1)
        count += x.shape[1]
    mean_d = s1 / count
    var = (s2 / count - mean_d * mean_d).clamp_min(0.0)
    return shift[:, 0] + mean_d, var.sqrt()
