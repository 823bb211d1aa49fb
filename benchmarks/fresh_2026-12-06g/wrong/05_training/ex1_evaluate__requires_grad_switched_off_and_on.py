# Mistake: "leave the model as it found it" (the model may hold "a frozen weight (requires_grad=False)") — to record no graph it turns requires_grad off on every parameter and back on at the end, so a weight the caller had frozen comes back trainable
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    for p in model.parameters():
        p.requires_grad_(False)
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    for p in model.parameters():
        p.requires_grad_(True)
    for m, flag in modes.items():
        m.training = flag
    return total_loss / len(x), correct / len(x)
