# Mistake: "a caller under torch.no_grad()" / "global state as found": grad mode is switched off with torch.set_grad_enabled(False) and switched back on with set_grad_enabled(True) at the end, so a caller who was under no_grad leaves evaluate with gradients recording again.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)
    loss_sum, correct = 0.0, 0
    for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
        out = model(xb)
        loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
        correct += (out.argmax(dim=1) == yb).sum().item()
    torch.set_grad_enabled(True)
    for m, mode in modes.items():
        m.training = mode
    return loss_sum / len(x), correct / len(x)
