# Diagnosis: graph-recorded
# Pitfall: loss.item() but no torch.no_grad(): a graph is built for every batch, two alive at peak.
def validation_loss(model, batches):
    total, count = 0.0, 0
    for x, y in batches:
        loss = F.cross_entropy(model(x), y, reduction="sum")
        total += loss.item()
        count += len(y)
    return total / count
