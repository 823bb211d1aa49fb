# Mistake: "`batches` is any iterable of `(x, y)` pairs, a generator included (one pass only)" — counts the examples in a first pass and sums the losses in a second: a generator is empty the second time (the loss is 0, or a list gives the right answer only)
def validation_loss(model, batches):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    count = sum(len(y) for _, y in batches)
    total = 0.0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
    for m, flag in modes.items():
        m.training = flag
    return total / max(count, 1)
