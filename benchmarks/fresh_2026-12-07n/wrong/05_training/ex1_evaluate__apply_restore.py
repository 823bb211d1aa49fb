# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with `.eval()` inside a training model) leaves in that mode": restoring with `model.apply(lambda m: m.train(modes[m]))` visits children before their parent, and each parent's `train(flag)` then resets all its children, so a BatchNorm frozen in eval inside a training model leaves in training mode
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum = correct = 0.0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    model.apply(lambda m: m.train(modes[m]))      # every submodule back to its own mode
    return loss_sum / len(x), correct / len(x)
