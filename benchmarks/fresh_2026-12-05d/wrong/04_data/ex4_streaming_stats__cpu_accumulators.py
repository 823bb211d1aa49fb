# Mistake: "`mean` and `std` as `float64` or `float32` tensors on the batches' device" — the running sums are created with torch.zeros on the CPU before the loop, so batches on an accelerator (or the meta device) cannot be added to them (device mismatch), and the result is never on the batches' device.
def streaming_mean_std(batches):
    total = total_sq = None
    count = 0
    for b in batches:
        if total is None:
            total = torch.zeros(b.shape[1], dtype=torch.float64)
            total_sq = torch.zeros(b.shape[1], dtype=torch.float64)
        x = b.to(torch.float64)
        total += x.sum(dim=(0, 2, 3))
        total_sq += (x * x).sum(dim=(0, 2, 3))
        count += b.shape[0] * b.shape[2] * b.shape[3]
    mean = total / count
    return mean, (total_sq / count - mean * mean).clamp(min=0).sqrt()
