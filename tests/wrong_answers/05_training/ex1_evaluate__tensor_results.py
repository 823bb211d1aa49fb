# Diagnosis: not-a-float
# Pitfall: returning 0-d tensors instead of Python floats.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    total_loss, correct = torch.zeros(()), torch.zeros(())
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum")
            correct += (logits.argmax(dim=1) == yb).sum()
    model.train(was_training)
    return total_loss / len(x), correct / len(x)
