# Mistake: "a model that arrived in training mode leaves in training mode, one that arrived in eval mode leaves in eval mode ... calling train() at the end whatever the mode was" — always calls model.train() at the end.
def evaluate(model, x, y, batch_size=256):
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(1) == yb).sum().item()
    model.train()
    return loss_sum / len(x), correct / len(x)
