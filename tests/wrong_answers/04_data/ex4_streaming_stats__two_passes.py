# Diagnosis: two-passes
# Pitfall: one pass for the mean and a second for the spread; a one-shot iterable is empty the second time.
def streaming_mean_std(batches):
    count, total = 0, 0.0
    for batch in batches:
        x = batch.double()
        count += x.numel() // x.shape[1]
        total = total + x.sum(dim=(0, 2, 3))
    mean = total / count
    squared = torch.zeros_like(mean)
    for batch in batches:
        squared += ((batch.double() - mean.view(1, -1, 1, 1)) ** 2).sum(dim=(0, 2, 3))
    return mean, (squared / count).sqrt()
