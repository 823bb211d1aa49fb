# Diagnosis: not-batched
# Pitfall: one forward pass over the whole set: batch_size is ignored (memory grows with the data).
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    model.eval()
    with torch.no_grad():
        logits = model(x)
    model.train(was_training)
    return F.cross_entropy(logits, y).item(), (logits.argmax(dim=1) == y).float().mean().item()
