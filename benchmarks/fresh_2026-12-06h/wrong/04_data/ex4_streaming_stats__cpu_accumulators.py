# Mistake: "as `float64` tensors on the batches' device" / "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the running sums start as torch.zeros(C, dtype=torch.float64) on the CPU, so adding the first accelerator (or meta) batch's sums raises a device-mismatch error.
def streaming_mean_std(batches):
    count = sums = squares = None
    for batch in batches:
        x = batch.to(torch.float64)
        if sums is None:
            channels = x.shape[1]
            count = 0
            sums = torch.zeros(channels, dtype=torch.float64)
            squares = torch.zeros(channels, dtype=torch.float64)
        sums += x.sum(dim=(0, 2, 3))
        squares += (x * x).sum(dim=(0, 2, 3))
        count += x.shape[0] * x.shape[2] * x.shape[3]
    mean = sums / count
    variance = torch.clamp(squares / count - mean**2, min=0.0)
    return mean, variance.sqrt()
