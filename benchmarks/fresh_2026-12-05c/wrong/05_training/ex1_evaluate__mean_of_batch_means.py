# Mistake: "With a smaller last batch, the mean of the per-batch means is *not* that: sum over examples and divide by `len(x)`" — averages the per-batch mean loss and accuracy
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    losses, accs = [], []
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            losses.append(F.cross_entropy(out, yb).item())
            accs.append((out.argmax(1) == yb).float().mean().item())
    for m, flag in modes.items():
        m.training = flag
    return sum(losses) / len(losses), sum(accs) / len(accs)
