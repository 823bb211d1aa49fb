# Mistake: "batches is any iterable of (x, y) pairs, a generator included (one pass only)": the number of examples is counted in a first pass, so with a generator the second pass (the loop) sees nothing and the result is 0.0 / n.
def validation_loss(model, batches):
    n_examples = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
    return total / n_examples
