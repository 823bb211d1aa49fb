# Diagnosis: not-a-float
# Pitfall: never reads the mean at all: returns a tensor where a Python float was asked for.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return total / len(batches)
