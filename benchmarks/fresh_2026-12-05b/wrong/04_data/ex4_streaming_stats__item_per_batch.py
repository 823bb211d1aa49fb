# Mistake: "Keep the running sums as tensors and read nothing back to Python inside the loop (no .item() per batch ...)" — accumulates Python floats with .item() per channel and batch.
def streaming_mean_std(batches):
    n = 0
    sums, squares = None, None
    for x in batches:
        xd = x.double()
        c = x.shape[1]
        if sums is None:
            sums, squares = [0.0] * c, [0.0] * c
        for k in range(c):
            sums[k] += xd[:, k].sum().item()
            squares[k] += (xd[:, k] ** 2).sum().item()
        n += x.shape[0] * x.shape[2] * x.shape[3]
    mean = torch.tensor(sums, dtype=torch.float64) / n
    var = torch.tensor(squares, dtype=torch.float64) / n - mean ** 2
    return mean, var.clamp_min(0).sqrt()
