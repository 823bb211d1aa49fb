# Mistake: "the **caller's mode restored for every submodule** ... a submodule the caller had put in its own mode (a BatchNorm frozen with `.eval()` inside a training model) leaves in that mode": notes only the top-level children's modes and restores them with child.train(mode), which is recursive, so a BatchNorm frozen in eval inside a nested training block comes back in training mode.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    child_modes = [(child, child.training) for child in model.children()]
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(1) == yb).sum().item()
    model.training = was_training
    for child, mode in child_modes:
        child.train(mode)
    return total_loss / len(x), correct / len(x)
