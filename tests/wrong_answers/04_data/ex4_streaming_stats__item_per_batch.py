# Diagnosis: host-sync-per-batch
# Pitfall: Python float sums with .item() per channel and batch: right numbers, but a host sync for every batch.
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for batch in batches:
        x = batch.to(torch.float64)
        count += x.numel() // x.shape[1]
        s = [x[:, c].sum().item() for c in range(x.shape[1])]
        q = [(x[:, c] ** 2).sum().item() for c in range(x.shape[1])]
        total = s if total is None else [a + b for a, b in zip(total, s)]
        total_sq = q if total_sq is None else [a + b for a, b in zip(total_sq, q)]
    mean = torch.tensor(total, dtype=torch.float64) / count
    variance = (torch.tensor(total_sq, dtype=torch.float64) / count - mean * mean).clamp_min(0)
    return mean, variance.sqrt()
