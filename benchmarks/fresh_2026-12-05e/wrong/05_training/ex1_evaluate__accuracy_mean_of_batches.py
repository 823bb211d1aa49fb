# Mistake: "`accuracy`, the fraction of **all** examples whose argmax prediction is right" — sums the loss over examples correctly, but the accuracy is the mean of per-batch accuracies, wrong whenever the last batch is smaller
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, accuracies = 0.0, []
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += torch.nn.functional.cross_entropy(logits, yb, reduction="sum").item()
            accuracies.append((logits.argmax(dim=1) == yb).float().mean().item())
    for m, flag in modes.items():
        m.training = flag
    return total_loss / len(x), sum(accuracies) / len(accuracies)
