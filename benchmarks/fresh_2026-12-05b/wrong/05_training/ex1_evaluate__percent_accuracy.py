# Mistake: "accuracy, the fraction of all examples whose argmax prediction is right" — returns a percentage (0..100) instead of a fraction.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(1) == yb).sum().item()
    for m, t in modes.items():
        m.train(t)
    return loss_sum / len(x), 100.0 * correct / len(x)
