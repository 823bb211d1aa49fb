# Diagnosis: training-differs
# Pitfall: zero_grad after step: the first step uses whatever gradients were left before the epoch.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        total += loss.detach()
    return (total / len(batches)).item()
