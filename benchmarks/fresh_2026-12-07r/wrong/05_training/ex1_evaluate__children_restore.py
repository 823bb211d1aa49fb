# Mistake: "the **caller's mode restored for every submodule** ... note each submodule's `training` flag (`{m: m.training for m in model.modules()}`)" — records and restores only the direct children, so a BatchNorm the caller froze with .eval() inside a nested block of a training model leaves in training mode.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    child_modes = {name: child.training for name, child in model.named_children()}
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            total_loss += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    model.train(was_training)
    for name, child in model.named_children():
        child.train(child_modes[name])
    return total_loss / len(x), correct / len(x)
