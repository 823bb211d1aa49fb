# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with `.eval()` inside a training model) leaves in that mode" — restores each module with the recursive m.train(flag), iterating children before parents: the root's train(True) comes last and flips the frozen BatchNorm back to training mode.
def evaluate(model, x, y, batch_size=256):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(1) == yb).sum().item()
    for m, flag in reversed(modes):          # leaves first, "so the parents win"
        m.train(flag)
    return loss_sum / len(x), correct / len(x)
