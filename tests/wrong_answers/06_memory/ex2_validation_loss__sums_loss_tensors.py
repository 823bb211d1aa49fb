# Diagnosis: loss-tensors-summed
# Pitfall: total += loss adds up tensors, so every batch's graph stays alive until the end.
def validation_loss(model, batches):
    total, count = 0.0, 0
    for x, y in batches:
        total = total + F.cross_entropy(model(x), y, reduction="sum")
        count += len(y)
    return total.item() / count
