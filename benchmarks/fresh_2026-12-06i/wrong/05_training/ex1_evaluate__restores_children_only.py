# Mistake: "the **caller's mode restored for every submodule** ... note each submodule's `training` flag (`{m: m.training for m in model.modules()}`)" — records and restores the flags of the model and its direct children only, so a BatchNorm the caller froze in eval mode inside a nested block comes back in training mode.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    child_modes = [(child, child.training) for child in model.children()]
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    model.train(was_training)
    for child, mode in child_modes:
        child.train(mode)
    return total_loss / len(x), correct / len(x)
