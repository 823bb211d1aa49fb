# Right: keeps the detached 0-d losses in a list (on the device, no graph), and after the last step reads torch.stack(losses).mean() once with .item(); zero_grad before each forward, every submodule put in training mode and left so
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for inputs, targets in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(inputs), targets)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
