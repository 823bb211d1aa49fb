# Right: a torch.no_grad()-decorated helper keeps an incremental weighted running mean (mean += n/count * (batch_mean - mean)) instead of a sum and a final division.
@torch.no_grad()
def _running_mean_loss(model, batches):
    mean, count = 0.0, 0
    for x, y in batches:
        n = int(y.numel())
        batch_mean = F.cross_entropy(model(x), y).item()
        count += n
        mean += (n / count) * (batch_mean - mean)
    return mean

def validation_loss(model, batches):
    return float(_running_mean_loss(model, batches))
