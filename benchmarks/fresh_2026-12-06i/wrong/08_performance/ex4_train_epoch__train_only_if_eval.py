# Mistake: "The model may arrive in eval mode: train it in training mode (every submodule, Dropout included)" — switches to train() only when model.training is False, so a model that arrives in training mode with its Dropout in eval mode trains without dropout.
def train_epoch(model, optimizer, batches):
    if not model.training:
        model.train()
    running = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        running = loss.detach() if running is None else running + loss.detach()
    return (running / len(batches)).item()
