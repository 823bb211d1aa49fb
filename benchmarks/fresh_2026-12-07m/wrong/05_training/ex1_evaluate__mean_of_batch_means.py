# Mistake: "`mean_loss`, the cross-entropy averaged over **all** examples ... With a smaller last batch, the mean of the per-batch means is *not* that": averages the per-batch mean loss and per-batch accuracy, so with batches of 128, 128 and 44 the 44 examples weigh as much as 128.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    losses, accs = [], []
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            losses.append(F.cross_entropy(logits, yb))
            accs.append((logits.argmax(dim=1) == yb).float().mean())
    for m, mode in modes.items():
        m.training = mode
    return torch.stack(losses).mean().item(), torch.stack(accs).mean().item()
