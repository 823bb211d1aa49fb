# Sums shifted by the first pixel of each channel (the shifted-data algorithm), in float64.
def streaming_mean_std(batches):
    count, total, total_sq, shift = 0, 0.0, 0.0, None
    for batch in batches:
        x = batch.to(torch.float64)
        if shift is None:
            shift = x[0, :, 0, 0].clone().view(1, -1, 1, 1)
        x = x - shift
        count += x.numel() // x.shape[1]
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + (x * x).sum(dim=(0, 2, 3))
    mean = total / count
    return mean + shift.flatten(), (total_sq / count - mean * mean).clamp_min(0).sqrt()
