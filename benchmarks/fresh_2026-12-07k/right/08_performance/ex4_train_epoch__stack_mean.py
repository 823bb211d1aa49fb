# Right: keeps the detached per-batch losses in a list and reads torch.stack(losses).mean() once at the end, with zero_grad(set_to_none=True) spelled out.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for inputs, targets in batches:
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(inputs), targets)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
