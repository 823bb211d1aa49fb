# Diagnosis: sync-every-step
# Pitfall: "copy a value to the host only after the last `optimizer.step()` ... printing or formatting a tensor" -- logs the loss every 50 batches with an f-string, a host read in the middle of the epoch.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0
    for i, (x, y) in enumerate(batches):
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
        if i and i % 50 == 0:
            print(f"batch {i}: loss {loss.detach():.4f}")
    return float(total / len(batches))
