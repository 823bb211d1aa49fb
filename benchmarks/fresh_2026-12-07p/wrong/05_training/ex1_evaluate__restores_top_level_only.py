# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with `.eval()` inside a training model) leaves in that mode ... `model.train(was_training)` alone is not enough": the frozen BatchNorm leaves in training mode.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(1) == yb).sum().item()
    model.train(was_training)
    return loss_sum / len(x), correct / len(x)
