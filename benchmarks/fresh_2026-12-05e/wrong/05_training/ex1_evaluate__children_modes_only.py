# Mistake: "the caller's mode restored for every submodule ... note each submodule's `training` flag (`{m: m.training for m in model.modules()}`)" — notes and restores only the direct children, whose recursive .train(flag) overwrites a BatchNorm frozen inside a nested block
def evaluate(model, x, y, batch_size=256):
    modes = [(child, child.training) for child in model.children()]
    was_training = model.training
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += torch.nn.functional.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    model.training = was_training
    for child, flag in modes:
        child.train(flag)
    return total_loss / len(x), correct / len(x)
