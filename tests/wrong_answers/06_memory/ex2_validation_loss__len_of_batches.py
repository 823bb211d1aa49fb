# Diagnosis: wrong-value
# Pitfall: going over the batches twice (once to count): a generator is empty the second time.
def validation_loss(model, batches):
    count = 0
    for _, y in batches:
        count += len(y)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
    return total / max(count, 1)
