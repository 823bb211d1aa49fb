# Mistake: "the caller's mode restored for every submodule ... model.train(was_training) alone is not enough" — restores only the top-level flag, so a BatchNorm the caller froze with .eval() inside a training model comes back training.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(1) == yb).sum().item()
    model.train(was_training)
    return loss_sum / len(x), correct / len(x)
