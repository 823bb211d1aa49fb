# Right: a running total created in the first loss's own dtype and device (zeros_like), divided by the batch count with Python arithmetic after one .item().
def train_epoch(model, optimizer, batches):
    model.train(True)
    total = None
    count = 0
    for x, y in batches:
        optimizer.zero_grad()
        logits = model(x)
        loss = F.cross_entropy(logits, y)
        loss.backward()
        optimizer.step()
        detached = loss.detach()
        if total is None:
            total = torch.zeros_like(detached)
        total.add_(detached)
        count += 1
    return total.item() / count
