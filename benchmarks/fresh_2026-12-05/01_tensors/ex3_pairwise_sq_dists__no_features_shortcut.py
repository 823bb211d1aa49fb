# Mistake: with D == 0 every distance is 0, answered with torch.zeros(n, m): float32 on the default device, whatever the inputs' dtype and device.
def pairwise_sq_dists(x, y):
    if x.shape[1] == 0:
        return torch.zeros(x.shape[0], y.shape[0])
    return ((x[:, None, :] - y[None, :, :]) ** 2).sum(-1)
