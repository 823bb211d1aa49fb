# Mistake: "`batches` is any iterable of `(x, y)` pairs, a generator included (one pass only)" -- counts the examples in a first pass and sums the losses in a second, so a generator is empty the second time.
def validation_loss(model, batches):
    n = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y).item() * len(y)
    return total / max(n, 1)
