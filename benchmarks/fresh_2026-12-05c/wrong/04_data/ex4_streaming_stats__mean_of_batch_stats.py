# Mistake: "the per-channel mean and the **population** standard deviation ... over all images and pixels" — averages the per-batch means and stds, which is wrong for unequal batches (and the mean of stds is not the overall std)
def streaming_mean_std(batches):
    means, stds = [], []
    for x in batches:
        x = x.to(torch.float64)
        means.append(x.mean(dim=(0, 2, 3)))
        stds.append(x.std(dim=(0, 2, 3), correction=0))
    return torch.stack(means).mean(0), torch.stack(stds).mean(0)
