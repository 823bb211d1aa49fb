# Mistake: "leave the model as it found it: ... every `.grad` as it was (the same tensor, the same values)": model.zero_grad() at the start "to be safe" sets every .grad from an earlier step to None.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.zero_grad()                       # evaluation must not see stale gradients
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return total_loss / len(x), correct / len(x)
