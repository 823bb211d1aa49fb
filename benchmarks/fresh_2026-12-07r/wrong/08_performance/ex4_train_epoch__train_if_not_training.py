# Mistake: "The model may arrive in eval mode: train it in training mode (every submodule, Dropout included)": calling model.train() only when model.training is False leaves a Dropout the caller put in eval mode inside a training-mode model switched off.
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
