# Diagnosis: mode-changed
# Pitfall: switching the model to eval() for validation and leaving it there: training goes on without dropout.
def validation_loss(model, batches):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += len(y)
    return total / count
