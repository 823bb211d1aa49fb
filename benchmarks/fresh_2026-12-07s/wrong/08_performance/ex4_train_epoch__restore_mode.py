# Mistake: "The model may arrive in eval mode: train it in training mode ..., and leave it in training mode" — puts the model back in the mode it arrived in (model.train(was_training)), so a model that arrived in eval mode leaves in eval mode.
def train_epoch(model, optimizer, batches):
    was_training = model.training
    model.train()
    losses = []
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    model.train(was_training)
    return torch.stack(losses).mean().item()
