# Right: keeps a running total that starts as the first detached loss (so it has the loss's dtype and device), zeroes with model.zero_grad() before each forward, and reads the mean once with float() after the loop.
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    for x, y in batches:
        model.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    return float(total / len(batches))
