# Diagnosis: loss-tensors-summed
# Mistake: "It must not record any graph" (Pitfalls: `total += loss`) — accumulates the loss tensors with autograd on, keeping every batch's graph alive until the end
def validation_loss(model, batches):
    total, count = 0, 0
    for x, y in batches:
        total += F.cross_entropy(model(x), y) * len(y)
        count += len(y)
    return float(total / count)
