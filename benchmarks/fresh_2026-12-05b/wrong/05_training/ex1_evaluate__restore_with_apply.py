# Mistake: "the caller's mode restored for every submodule ... put each back" — restores with model.apply(lambda m: m.train(flag)); apply visits children before their parent and train() is recursive, so each parent's flag overwrites its children's.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(1) == yb).sum().item()
    model.apply(lambda m: m.train(modes[m]))
    return loss_sum / len(x), correct / len(x)
