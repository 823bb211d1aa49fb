# Mistake: "leave the model as it found it" ... "gradients of an earlier step already in `.grad`" — it calls model.zero_grad() first "to start clean", which wipes the gradients the caller had accumulated (set to None) although evaluation never needed to touch them.
def evaluate(model, x, y, batch_size=256):
    model.zero_grad()
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total, correct = 0.0, 0.0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(1) == yb).sum().item()
    for m, mode in modes.items():
        m.train(mode)
    return total / len(x), correct / len(x)
