# Mistake: "The model may arrive in eval mode: train it in training mode (every submodule, Dropout included)" — calls model.train() only when model.training is False, so a model in training mode whose Dropout is in eval mode is trained with Dropout still off.
def train_epoch(model, optimizer, batches):
    if not model.training:
        model.train()
    losses = []
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
