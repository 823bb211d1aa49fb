# Diagnosis: graph-recorded
# Pitfall: detaching the logits after the forward pass: the graph was already recorded.
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    losses, hits = [], []
    for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
        logits = model(xb).detach()
        losses.append(F.cross_entropy(logits, yb, reduction="none"))
        hits.append(logits.argmax(dim=1) == yb)
    model.train(was_training)
    return torch.cat(losses).mean().item(), torch.cat(hits).float().mean().item()
