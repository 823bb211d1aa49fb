# Diagnosis: domain-wrong-result
# Pitfall: model.train() only when the model is in eval mode: a model in training mode whose Dropout the caller put in eval keeps that Dropout off.
def train_epoch(model, optimizer, batches):
    if not model.training:
        model.train()
    losses = []
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
