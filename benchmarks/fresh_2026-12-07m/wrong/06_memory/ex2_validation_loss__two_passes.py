# Mistake: "`batches` is any iterable of `(x, y)` pairs, a generator included (one pass only)" - counts the examples in a first pass, so a generator or zip is exhausted and the loop sees nothing (ZeroDivisionError / 0.0).
def validation_loss(model, batches):
    n_examples = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
    return total / n_examples
