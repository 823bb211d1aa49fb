# Mistake: "returning the mean cross-entropy per example over all (x, y) batches, as a Python float" — returns a 0-dim tensor (in the model's dtype) instead of a float
def validation_loss(model, batches):
    total, count = 0, 0
    with torch.no_grad():
        for x, y in batches:
            total = total + F.cross_entropy(model(x), y, reduction="sum")
            count += len(y)
    return total / count
