# Mistake: "batches is any iterable of (x, y) pairs, a generator included (one pass only)": counting the examples in a first pass exhausts a generator or zip, so the second pass sees nothing and the function divides by zero (ZeroDivisionError) on a generator.
def validation_loss(model, batches):
    n_total = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y).item() * len(y) / n_total
    return total
