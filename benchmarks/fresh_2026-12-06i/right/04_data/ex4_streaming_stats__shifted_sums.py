# Right: accumulates float64 sums of (x - K) and (x - K)² with a per-channel shift K taken from the first batch (as a tensor, no read-back), which avoids cancellation; einsum-free, layout-agnostic sums over dims (0, 2, 3), variance clamped at 0.
def streaming_mean_std(batches):
    shift = count = s1 = s2 = None
    for batch in batches:
        x = batch.to(torch.float64)
        if shift is None:
            shift = x[0, :, 0, 0].clone().view(1, -1, 1, 1)
            count = torch.zeros((), dtype=torch.float64, device=x.device)
            s1 = torch.zeros(x.shape[1], dtype=torch.float64, device=x.device)
            s2 = torch.zeros_like(s1)
        d = x - shift
        count = count + d.shape[0] * d.shape[2] * d.shape[3]
        s1 = s1 + d.sum(dim=(0, 2, 3))
        s2 = s2 + (d * d).sum(dim=(0, 2, 3))
    mean_d = s1 / count
    var = (s2 / count - mean_d * mean_d).clamp_min(0)
    return shift.view(-1) + mean_d, var.sqrt()
