# Mistake: "a batch of a single example included (no `squeeze()` that drops the batch dimension)" — squeezes the logits: a model with one class (C == 1) loses its class dimension and cross_entropy raises (a batch of one survives only because cross_entropy happens to accept unbatched input)
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb).squeeze()
            total_loss += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=-1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return total_loss / len(x), correct / len(x)
