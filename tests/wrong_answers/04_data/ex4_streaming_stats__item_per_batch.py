# Diagnosis: host-sync
# Pitfall: "read nothing back to Python inside the loop (no `.item()` per batch ...)" — accumulates Python floats with .item()/.tolist() every batch (a host sync each time; fails outright on meta tensors)
def streaming_mean_std(batches):
    sums = sq = None
    count = 0
    for x in batches:
        x = x.to(torch.float64)
        bs = x.sum(dim=(0, 2, 3)).tolist()
        bq = (x * x).sum(dim=(0, 2, 3)).tolist()
        sums = bs if sums is None else [a + b for a, b in zip(sums, bs)]
        sq = bq if sq is None else [a + b for a, b in zip(sq, bq)]
        count += x.shape[0] * x.shape[2] * x.shape[3]
    device = x.device
    mean = torch.tensor(sums, dtype=torch.float64, device=device) / count
    var = torch.tensor(sq, dtype=torch.float64, device=device) / count - mean ** 2
    return mean, var.clamp_min(0).sqrt()
