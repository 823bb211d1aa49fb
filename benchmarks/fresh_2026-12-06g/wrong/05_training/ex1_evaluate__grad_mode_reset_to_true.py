# Mistake: "the inputs come back unchanged and global state as found" (a caller under torch.no_grad() is allowed) — grad mode is switched off with set_grad_enabled(False) and "restored" with set_grad_enabled(True), a fixed value: a caller inside torch.no_grad() finds graph recording switched back on for the rest of its block
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
