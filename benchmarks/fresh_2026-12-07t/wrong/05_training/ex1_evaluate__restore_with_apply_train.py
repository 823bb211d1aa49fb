# Mistake: "the **caller's mode restored for every submodule**": the flags are restored with model.apply(lambda m: m.train(flag)); apply visits children before their parent and train() is recursive, so the parent's train(True) afterwards overwrites a BatchNorm the caller froze in eval mode.
def evaluate(model, x, y, batch_size=256):
    flags = {m: m.training for m in model.modules()}
    model.eval()
    n = len(x)
    loss_sum = 0.0
    correct = 0
    with torch.no_grad():
        for start in range(0, n, batch_size):
            xb, yb = x[start:start + batch_size], y[start:start + batch_size]
            logits = model(xb)
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    model.apply(lambda m: m.train(flags[m]))
    return loss_sum / n, correct / n
