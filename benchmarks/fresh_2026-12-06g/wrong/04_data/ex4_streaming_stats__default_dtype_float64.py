# Mistake: "the inputs come back unchanged and global state as found" — switches the default dtype to float64 so that the accumulators (and every later torch.zeros/torch.tensor in the caller's program) are float64, and never switches it back
def streaming_mean_std(batches):
    torch.set_default_dtype(torch.float64)
    count, total, total_sq = 0, None, None
    for b in batches:
        x = b.to(torch.get_default_dtype())
        if total is None:
            total = torch.zeros(x.shape[1], device=x.device)
            total_sq = torch.zeros(x.shape[1], device=x.device)
        total += x.sum(dim=(0, 2, 3))
        total_sq += (x * x).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = total / count
    var = (total_sq / count - mean * mean).clamp(min=0)
    return mean, var.sqrt()
