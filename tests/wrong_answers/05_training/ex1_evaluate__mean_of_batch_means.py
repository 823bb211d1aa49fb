# Diagnosis: mean-of-batch-means
# Pitfall: averaging the per-batch means: the smaller last batch weighs as much as a full one.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    losses, accuracies = [], []
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            losses.append(F.cross_entropy(logits, yb).item())
            accuracies.append((logits.argmax(dim=1) == yb).float().mean().item())
    model.train(was_training)
    return sum(losses) / len(losses), sum(accuracies) / len(accuracies)
