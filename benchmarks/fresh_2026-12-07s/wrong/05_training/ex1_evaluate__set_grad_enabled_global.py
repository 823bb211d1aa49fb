# Mistake: "a caller under `torch.no_grad()`" with "global state as found": switches grad mode off with torch.set_grad_enabled(False) and back on with set_grad_enabled(True), so a caller that was under no_grad leaves with grad mode on.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)
    total_loss, correct = 0.0, 0
    for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
        logits = model(xb)
        total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
        correct += (logits.argmax(dim=1) == yb).sum().item()
    torch.set_grad_enabled(True)
    for m, flag in modes.items():
        m.training = flag
    return total_loss / len(x), correct / len(x)
