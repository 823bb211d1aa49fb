# Mistake: "Keep the running sums as tensors and read nothing back to Python inside the loop ... as `float64` tensors on the batches' device" — accumulates with .tolist() per batch (a host-device sync every batch) and returns CPU tensors for accelerator batches
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for batch in batches:
        x = batch.double()
        s = x.sum(dim=(0, 2, 3)).tolist()
        sq = (x * x).sum(dim=(0, 2, 3)).tolist()
        total = s if total is None else [a + b for a, b in zip(total, s)]
        total_sq = sq if total_sq is None else [a + b for a, b in zip(total_sq, sq)]
        count += x.numel() // x.shape[1]
    mean = torch.tensor(total, dtype=torch.float64) / count
    var = (torch.tensor(total_sq, dtype=torch.float64) / count - mean ** 2).clamp_min(0)
    return mean, var.sqrt()
