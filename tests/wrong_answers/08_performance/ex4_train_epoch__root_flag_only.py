# Diagnosis: domain-wrong-result
# Pitfall: model.training = True sets the flag of the top module only: a Dropout inside stays in eval mode.
def train_epoch(model, optimizer, batches):
    model.training = True
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
