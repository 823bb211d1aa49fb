# Mistake: "a batch of a single example included (no squeeze() that drops the batch dimension)" — squeezes the logits, so for a last batch of one example argmax(dim=1) fails on the (C,) vector.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb).squeeze()
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    for m, t in modes.items():
        m.train(t)
    return loss_sum / len(x), correct / len(x)
