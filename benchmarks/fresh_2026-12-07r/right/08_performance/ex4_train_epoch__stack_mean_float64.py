# Right: keeps the detached losses in a list, stacks them once at the end and averages in float64 before one .item(); clears gradients with model.zero_grad().
def train_epoch(model, optimizer, batches):
    model.train()
    kept = []
    for x, y in batches:
        model.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        kept.append(loss.detach())
    return torch.stack(kept).double().mean().item()
