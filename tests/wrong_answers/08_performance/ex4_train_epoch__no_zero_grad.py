# Diagnosis: grads-not-zeroed
# Pitfall: zero_grad forgotten: each step applies the sum of all gradients so far.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
