# Right: shifted sums in float64: every value is taken relative to the first batch's first pixel per channel (a tensor, no read-back), which keeps E[d²] - E[d]² free of cancellation; per-channel sums via torch.einsum / flatten on a permuted float64 copy, any layout.
def streaming_mean_std(batches):
    shift = None
    count = 0
    sum_d = sum_d2 = 0
    for batch in batches:
        x = batch.to(torch.float64).permute(1, 0, 2, 3).reshape(batch.shape[1], -1)   # (C, n)
        if shift is None:
            shift = x[:, :1].clone()
        d = x - shift
        sum_d = sum_d + d.sum(dim=1)
        sum_d2 = sum_d2 + torch.einsum("cn,cn->c", d, d)
        count += x.shape[1]
    mean_d = sum_d / count
    var = (sum_d2 / count - mean_d * mean_d).clamp_min(0.0)
    return shift.squeeze(1) + mean_d, var.sqrt()
