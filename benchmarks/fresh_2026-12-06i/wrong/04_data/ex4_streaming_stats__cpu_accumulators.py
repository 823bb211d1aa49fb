# Mistake: "as `float64` tensors on the batches' device ... inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the running sums are created with torch.zeros(..., dtype=torch.float64) on the default (CPU) device, so batches on an accelerator fail with a different-devices error in the in-place add (and meta batches silently give CPU results).
def streaming_mean_std(batches):
    count = total = total_sq = None
    for batch in batches:
        x = batch.double()
        if total is None:
            channels = x.shape[1]
            count = torch.zeros((), dtype=torch.float64)
            total = torch.zeros(channels, dtype=torch.float64)
            total_sq = torch.zeros(channels, dtype=torch.float64)
        count += x.shape[0] * x.shape[2] * x.shape[3]
        total += x.sum(dim=(0, 2, 3))
        total_sq += (x * x).sum(dim=(0, 2, 3))
    mean = total / count
    var = (total_sq / count - mean ** 2).clamp_min(0)
    return mean, var.sqrt()
