# Mistake: "a submodule the caller had put in its own mode ... leaves in that mode, so note each submodule's training flag ({m: m.training for m in model.modules()}) and put each back": only the top-level children's flags are saved and restored (child.train(flag) resets everything below it), so a BatchNorm/Dropout the caller froze in eval mode inside a nested block of a training model comes back in training mode.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    child_modes = [(child, child.training) for child in model.children()]
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            total_loss += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    model.train(was_training)
    for child, mode in child_modes:
        child.train(mode)
    return total_loss / len(x), correct / len(x)
