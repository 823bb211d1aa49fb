# Mistake: "a submodule the caller had put in its own mode (a BatchNorm frozen with `.eval()` inside a training model) leaves in that mode, so note each submodule's `training` flag ... and put each back" — the flags are noted and restored per top-level child with child.train(flag), which sets every descendant of a nested block to the block's flag: a BatchNorm frozen in eval inside a nested training block comes back in training mode.
def evaluate(model, x, y, batch_size=256):
    saved = [(child, child.training) for child in model.children()]
    was_training = model.training
    model.eval()
    total_loss, hits = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            hits += int((logits.argmax(1) == yb).sum())
    model.training = was_training
    for child, flag in saved:
        child.train(flag)
    return total_loss / len(x), hits / len(x)
