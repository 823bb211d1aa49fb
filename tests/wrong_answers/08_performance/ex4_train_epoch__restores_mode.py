# Diagnosis: domain-wrong-state
# Pitfall: the mode the model arrived in is put back at the end: the prompt asks to leave it in training mode.
def train_epoch(model, optimizer, batches):
    was_training = model.training
    model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    model.train(was_training)
    return (total / len(batches)).item()
