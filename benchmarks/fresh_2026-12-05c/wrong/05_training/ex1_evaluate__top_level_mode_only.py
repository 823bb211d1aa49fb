# Mistake: "so note each submodule's `training` flag ... and put each back; `model.train(was_training)` alone is not enough" — a BatchNorm frozen with .eval() inside a training model comes back in training mode
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            total_loss += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    model.train(was_training)
    return total_loss / len(x), correct / len(x)
