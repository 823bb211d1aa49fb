# Diagnosis: averaged-batch-stats
# Pitfall: averages the per-batch means and standard deviations, ignoring batch sizes and the
# variation between batches.
def streaming_mean_std(batches):
    means, stds = [], []
    for batch in batches:
        x = batch.to(torch.float64)
        means.append(x.mean(dim=(0, 2, 3)))
        stds.append(x.std(dim=(0, 2, 3), correction=0))
    return torch.stack(means).mean(dim=0), torch.stack(stds).mean(dim=0)
