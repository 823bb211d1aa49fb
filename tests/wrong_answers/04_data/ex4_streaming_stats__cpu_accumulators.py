# Diagnosis: domain-wrong-result
# Pitfall: running sums created on the CPU: batches on a GPU give statistics on the wrong device (or an error).
def streaming_mean_std(batches):
    count, total, total_sq = 0, None, None
    for batch in batches:
        if total is None:
            total = torch.zeros(batch.shape[1], dtype=torch.float64)
            total_sq = torch.zeros(batch.shape[1], dtype=torch.float64)
        x = batch.double()
        count += x.shape[0] * x.shape[2] * x.shape[3]
        total += x.sum(dim=(0, 2, 3))
        total_sq += (x ** 2).sum(dim=(0, 2, 3))
    mean = total / count
    return mean, (total_sq / count - mean ** 2).clamp_min(0).sqrt()
