# Mistake: "batches is any iterable of (x, y) pairs, a generator included (one pass only)": it first walks batches to count the examples, then walks it again for the losses; a generator or zip is empty on the second walk, so the sum is 0.0 (0.0 returned instead of the mean loss).
def validation_loss(model, batches):
    n_examples = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
    return total / n_examples
