# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with .eval() inside a training model) leaves in that mode" — restoring with model.apply(lambda m: m.train(saved[m])) visits children first and the root last, and the root's train(True) is recursive: it overwrites the frozen BatchNorm's eval mode
def evaluate(model, x, y, batch_size=256):
    saved = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.inference_mode():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    model.apply(lambda m: m.train(saved[m]))
    return total_loss / len(x), correct / len(x)
