# Right: model.train(), zero_grad each batch, running total of detached losses kept on the device (starting from the first loss, so it keeps the loss's dtype and device), one .item() after the loop.
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
