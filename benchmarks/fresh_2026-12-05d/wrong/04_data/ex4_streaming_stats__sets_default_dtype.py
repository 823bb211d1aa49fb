# Mistake: "the inputs come back unchanged and global state as found" — it calls torch.set_default_dtype(torch.float64) to get float64 sums and never restores it, so every later torch.zeros/torch.tensor in the session is float64.
def streaming_mean_std(batches):
    torch.set_default_dtype(torch.float64)
    count, total, total_sq = 0, 0, 0
    for b in batches:
        x = b.to(torch.get_default_dtype())
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + (x * x).sum(dim=(0, 2, 3))
        count += x.numel() // x.shape[1]
    mean = total / count
    return mean, (total_sq / count - mean * mean).clamp_min(0).sqrt()
