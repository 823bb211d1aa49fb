# Mistake: "The model may arrive in eval mode: train it in training mode ... and leave it in training mode": the caller's mode is put back at the end, so a model that arrived in eval mode leaves in eval mode.
def train_epoch(model, optimizer, batches):
    was_training = model.training
    model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
    model.train(was_training)           # leave the model as we found it
    return (total / len(batches)).item()
