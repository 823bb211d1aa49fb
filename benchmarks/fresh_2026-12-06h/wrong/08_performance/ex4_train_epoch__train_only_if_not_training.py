# Mistake: "The model may arrive in eval mode: train it in training mode (every submodule, Dropout included)" — calls `model.train()` only when `model.training` is False, so a model that arrives in training mode with its Dropout in eval mode is trained with that Dropout still off.
def train_epoch(model, optimizer, batches):
    if not model.training:
        model.train()
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    return (total / len(batches)).item()
