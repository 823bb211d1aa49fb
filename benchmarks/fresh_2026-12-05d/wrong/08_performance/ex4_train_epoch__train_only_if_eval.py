# Mistake: "train it in training mode (every submodule, Dropout included)" — calls model.train() only when model.training is False; a model in training mode whose Dropout was put in eval mode keeps that Dropout off
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
