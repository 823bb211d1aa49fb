# Mistake: "train it in training mode (every submodule, Dropout included), and leave it in training mode" — switches each child to training mode but not the model itself, so a model that arrived in eval mode still reports model.training == False
def train_epoch(model, optimizer, batches):
    for child in model.children():
        child.train()
    losses = []
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
