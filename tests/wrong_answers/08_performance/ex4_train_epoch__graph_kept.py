# Diagnosis: graph-kept
# Pitfall: total += loss without detach(): the running total chains every step's graph together.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total = total + loss
    return (total / len(batches)).item()
