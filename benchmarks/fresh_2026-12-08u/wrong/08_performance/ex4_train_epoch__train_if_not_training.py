# Mistake: "The model may arrive in eval mode: train it in training mode (every submodule, Dropout included)" — calls model.train() only when model.training is False, so a model in training mode whose Dropout is in eval mode keeps that Dropout off.
def train_epoch(model, optimizer, batches):
    if not model.training:
        model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
    return (total / len(batches)).item()
