# Mistake: "the **caller's mode restored for every submodule** ... (a BatchNorm frozen with `.eval()` inside a training model)" — it notes and restores the modes of model.children() only; a frozen BatchNorm inside a nested block is switched to training mode by the restore of its parent block.
def evaluate(model, x, y, batch_size=256):
    modes = [(child, child.training) for child in model.children()]
    was_training = model.training
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            total_loss += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    model.training = was_training
    for child, mode in modes:
        child.train(mode)
    return total_loss / len(x), correct / len(x)
