# Diagnosis: sync-every-step
# Pitfall: a progress line in every step: formatting a tensor reads its value on the host, like .item().
def train_epoch(model, optimizer, batches):
    total = 0.0
    for i, (xb, yb) in enumerate(batches):
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
        print(f"step {i}: {loss:.3f}")
    return float(total / len(batches))
