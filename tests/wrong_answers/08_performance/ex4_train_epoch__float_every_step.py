# Diagnosis: sync-every-step
# Pitfall: float(loss) in every step: the same synchronisation as .item(), under another name.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += float(loss)
    return total / len(batches)
