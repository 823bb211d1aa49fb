# Mistake: "mean_loss, the cross-entropy averaged over all examples ... With a smaller last batch, the mean of the per-batch means is not that" — averages the per-batch losses and accuracies.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    losses, accs = [], []
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            losses.append(F.cross_entropy(logits, yb).item())
            accs.append((logits.argmax(1) == yb).float().mean().item())
    for m, t in modes.items():
        m.train(t)
    return sum(losses) / len(losses), sum(accs) / len(accs)
