# Mistake: "train it in training mode (every submodule, Dropout included)": model.train() is called only when the top-level model is in eval mode, so a model arriving in training mode with its Dropout in eval mode trains without dropout and leaves it in eval mode.
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
