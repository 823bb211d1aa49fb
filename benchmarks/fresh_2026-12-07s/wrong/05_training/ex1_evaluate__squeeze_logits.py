# Mistake: "a batch of a single example included (no `squeeze()` that drops the batch dimension)": squeezes the logits, so a batch of one example (or a model with C = 1 classes) gives cross_entropy the wrong shape.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.inference_mode():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb).squeeze()
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=-1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return total_loss / len(x), correct / len(x)
