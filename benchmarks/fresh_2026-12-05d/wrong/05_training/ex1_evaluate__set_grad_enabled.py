# Mistake: "a caller under `torch.no_grad()`" ... "the inputs come back unchanged and global state as found" — grad mode is switched off with torch.set_grad_enabled(False) and switched back on with set_grad_enabled(True) at the end, so a caller who was under no_grad() comes back with grad mode enabled.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)
    loss_sum = 0.0
    correct = 0
    for xb, yb in zip(torch.split(x, batch_size), torch.split(y, batch_size)):
        logits = model(xb)
        loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
        correct += (logits.argmax(dim=1) == yb).sum().item()
    torch.set_grad_enabled(True)
    for m, mode in modes.items():
        m.train(mode)
    return loss_sum / len(x), correct / len(x)
