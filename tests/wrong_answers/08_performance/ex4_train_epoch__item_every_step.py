# Diagnosis: sync-every-step
# Pitfall: loss.item() in every step: one host-device synchronisation per step.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return sum(losses) / len(losses)
