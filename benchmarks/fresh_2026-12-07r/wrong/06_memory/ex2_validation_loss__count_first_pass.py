# Mistake: "batches is any iterable of (x, y) pairs, a generator included (one pass only)": counting the examples in a first pass exhausts a generator or zip, so the loss loop then sees no batch and the function returns 0.0 instead of the mean loss (lists and tuples still work).
def validation_loss(model, batches):
    n_examples = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
    return total / n_examples
