# Mistake: "The model may arrive in eval mode: train it in training mode ..., and leave it in training mode": it restores the caller's mode afterwards (as other exercises ask), so a model that arrived in eval mode leaves in eval mode.
def train_epoch(model, optimizer, batches):
    was_training = model.training
    model.train()
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    model.train(was_training)
    return (total / len(batches)).item()
