# Right: decorated with @torch.no_grad(), accumulates a float64 tensor sum of per-example losses and converts once at the end; modes untouched.
@torch.no_grad()
def validation_loss(model, batches):
    total = None
    count = 0
    for x, y in batches:
        s = F.cross_entropy(model(x), y, reduction="none").double().sum()
        total = s if total is None else total + s
        count += y.numel()
    return float(total.item() / count)
