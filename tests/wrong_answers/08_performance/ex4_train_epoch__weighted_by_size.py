# Diagnosis: weighted-by-size
# Pitfall: the per-example mean (losses weighted by batch size) instead of the mean of the per-batch losses.
def train_epoch(model, optimizer, batches):
    model.train()
    total, count = 0.0, 0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.detach() * len(yb)
        count += len(yb)
    return (total / count).item()
