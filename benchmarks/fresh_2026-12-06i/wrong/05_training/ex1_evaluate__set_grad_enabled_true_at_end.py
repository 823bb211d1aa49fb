# Mistake: "a caller under `torch.no_grad()` ... global state as found" — switches autograd off with the function form torch.set_grad_enabled(False) and back on with torch.set_grad_enabled(True), so a caller that was under torch.no_grad() continues with gradients enabled.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)                        # no graph while evaluating
    total, correct = 0.0, 0
    for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
        logits = model(xb)
        total += F.cross_entropy(logits, yb, reduction="sum").item()
        correct += (logits.argmax(-1) == yb).sum().item()
    torch.set_grad_enabled(True)
    for m, mode in modes.items():
        m.train(mode)
    return total / len(x), correct / len(x)
