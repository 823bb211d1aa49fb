# Right: collects per-example losses (reduction="none") on the model's device under no_grad, sums them in float64 on the device and reads one value at the end.
def validation_loss(model, batches):
    total, count = None, 0
    with torch.no_grad():
        for x, y in batches:
            losses = F.cross_entropy(model(x), y, reduction="none").double()
            total = losses.sum() if total is None else total + losses.sum()
            count += losses.numel()
    return float(total.item() / count)
