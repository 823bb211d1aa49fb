# Mistake: "read nothing back to Python inside the loop (no .item() per batch: on a GPU each one is a host-device sync)" — a defensive `if not torch.isfinite(b).all()` per batch is an `if` on a tensor: one sync per batch on a GPU, and on the meta device it raises
def streaming_mean_std(batches):
    count, total, total_sq = 0, 0, 0
    for b in batches:
        if not torch.isfinite(b).all():
            raise ValueError("batch holds NaN or inf")
        x = b.double()
        total = total + x.sum(dim=(0, 2, 3))
        total_sq = total_sq + (x * x).sum(dim=(0, 2, 3))
        count += x.numel() // x.shape[1]
    mean = total / count
    var = (total_sq / count - mean * mean).clamp(min=0)
    return mean, var.sqrt()
