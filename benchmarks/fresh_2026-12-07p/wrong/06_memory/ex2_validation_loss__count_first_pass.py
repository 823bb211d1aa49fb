# Mistake: "batches is any iterable of (x, y) pairs, a generator included (one pass only)": the number of examples is counted in a first pass, which exhausts a generator or zip, so the loss loop sees nothing and the call divides 0 by the count (or fails) on a generator.
def validation_loss(model, batches):
    n_examples = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
    return total / n_examples
