# Right: a running total of detached losses on the device, read once with .item() after the loop.
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    return (total / len(batches)).item()
