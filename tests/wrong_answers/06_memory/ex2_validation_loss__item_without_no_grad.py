# Diagnosis: graph-recorded
# Mistake: "It must not record any graph: the `SavedTensorsMeter` around your call must see 0 bytes at every moment" — calls .item() on each loss but runs the model with autograd on, so every batch records a graph
def validation_loss(model, batches):
    total, count = 0.0, 0
    for x, y in batches:
        loss = F.cross_entropy(model(x), y, reduction="sum")
        total += loss.item()
        count += len(y)
    return total / count
