# Diagnosis: not-in-train-mode
# Pitfall: trusting the model to be in training mode already: after an evaluation it trains without Dropout.
def train_epoch(model, optimizer, batches):
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
