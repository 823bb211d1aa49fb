# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with `.eval()` inside a training model) leaves in that mode": restores with model.apply(lambda m: m.train(flag)), but apply visits children before parents and train() is recursive, so the parent's flag overwrites the frozen BatchNorm's eval mode.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    model.apply(lambda m: m.train(modes[m]))
    return total_loss / len(x), correct / len(x)
