# Mistake: "`batches` is any iterable of `(x, y)` pairs, a generator included (one pass only)": it counts the examples in a first pass, so with a generator or a zip the loop finds nothing left and the function returns 0.0 (or divides wrongly) instead of the mean.
def validation_loss(model, batches):
    n_examples = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y).item() * len(y)
    return total / max(n_examples, 1)
