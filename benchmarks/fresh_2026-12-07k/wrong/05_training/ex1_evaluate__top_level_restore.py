# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with .eval() inside a training model) leaves in that mode ... model.train(was_training) alone is not enough": only the top-level flag is restored, so the frozen BatchNorm comes back in training mode
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    model.train(was_training)
    return total_loss / len(x), correct / len(x)
