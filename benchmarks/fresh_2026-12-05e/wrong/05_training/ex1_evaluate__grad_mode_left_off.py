# Mistake: "the inputs come back unchanged and global state as found" — turns autograd off with torch.set_grad_enabled(False) as a plain call and never turns it back on, so every later forward pass of the caller records no graph
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)
    total_loss, correct = 0.0, 0
    for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
        logits = model(xb)
        total_loss += torch.nn.functional.cross_entropy(logits, yb, reduction="sum").item()
        correct += (logits.argmax(dim=1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return total_loss / len(x), correct / len(x)
