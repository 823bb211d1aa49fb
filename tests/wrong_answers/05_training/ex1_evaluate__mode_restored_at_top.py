# Diagnosis: mode-changed
# Pitfall: the mode restored only at the top with model.train(was_training): a BatchNorm the caller froze in eval mode comes back training.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    model.train(was_training)
    return total_loss / len(x), correct / len(x)
