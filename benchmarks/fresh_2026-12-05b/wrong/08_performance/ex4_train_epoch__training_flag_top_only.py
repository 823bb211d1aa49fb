# Mistake: "train it in training mode (every submodule, Dropout included)" -- sets model.training = True on the top module only; submodules (Dropout, BatchNorm) arriving in eval mode stay there.
def train_epoch(model, optimizer, batches):
    model.training = True
    losses = []
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
