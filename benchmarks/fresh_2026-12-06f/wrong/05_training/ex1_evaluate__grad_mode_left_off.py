# Mistake: "the inputs come back unchanged and global state as found" — turns autograd off with torch.set_grad_enabled(False) as a statement (not a context manager) and never turns it back on, so the caller's next training step records no graph.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)
    loss_sum, correct = 0.0, 0
    for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
        out = model(xb)
        loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
        correct += (out.argmax(1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return loss_sum / len(x), correct / len(x)
