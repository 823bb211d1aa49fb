# Diagnosis: not-a-float
# Pitfall: the loss is summed as tensors under no_grad() (no graph), but a tensor is returned, not a float.
def validation_loss(model, batches):
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total = total + F.cross_entropy(model(x), y, reduction="sum")
            count += len(y)
    return total / count
