# Diagnosis: mode-not-restored
# Pitfall: eval() without restoring the mode: the next epoch trains in eval mode.
def evaluate(model, x, y, batch_size=256):
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    return total_loss / len(x), correct / len(x)
