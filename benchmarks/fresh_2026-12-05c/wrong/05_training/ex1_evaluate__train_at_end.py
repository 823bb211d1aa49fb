# Mistake: "a model that arrived in training mode leaves in training mode, one that arrived in eval mode leaves in eval mode" — calls model.train() at the end whatever the mode was
def evaluate(model, x, y, batch_size=256):
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            total_loss += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    model.train()
    return total_loss / len(x), correct / len(x)
