# Right: starts the running total as a detached copy of the first loss (so it has the loss's dtype and device), adds the others in place with add_, and divides on the device before one float() read.
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    count = 0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        if total is None:
            total = loss.detach().clone()
        else:
            total.add_(loss.detach())
        count += 1
    return float(total.div_(count))
