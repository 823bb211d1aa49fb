# Mistake: "returning the mean cross-entropy **per example** over all `(x, y)` batches, as a Python float" — keeps the running sum as a tensor and returns a 0-d tensor
def validation_loss(model, batches):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total, count = 0, 0
    with torch.no_grad():
        for x, y in batches:
            total = total + F.cross_entropy(model(x), y, reduction="sum")
            count += len(y)
    for m, flag in modes.items():
        m.training = flag
    return total / count
