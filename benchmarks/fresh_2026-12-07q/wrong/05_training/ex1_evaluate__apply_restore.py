# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with `.eval()` inside a training model) leaves in that mode" -- the flags are restored with model.apply(lambda m: m.train(flag)), but apply visits children before their parent and the parent's .train(True) resets every child, so the frozen BatchNorm leaves in training mode.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    model.apply(lambda m: m.train(modes[m]))
    return loss_sum / len(x), correct / len(x)
