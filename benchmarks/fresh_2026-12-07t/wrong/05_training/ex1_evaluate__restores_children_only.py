# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with `.eval()` inside a training model) leaves in that mode ... note each submodule's `training` flag (`model.modules()`)": only the direct children's flags are noted and restored with child.train(flag), which resets a frozen BatchNorm nested inside a block to training mode.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    child_modes = [child.training for child in model.children()]
    model.eval()
    loss_total, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            loss_total += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(-1) == yb).sum().item()
    model.train(was_training)
    for child, mode in zip(model.children(), child_modes):
        child.train(mode)
    return loss_total / len(x), correct / len(x)
