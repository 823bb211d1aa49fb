# Mistake: "train it in training mode (every submodule, Dropout included)": model.train() is called only when model.training is False, so a model in training mode whose Dropout the caller put in eval mode trains with that Dropout still off.
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
