# Right: the accumulator is created on the loss's own device and dtype (zeros_like of the first detached loss), summed in place, divided by the number of batches, and read once with float() after the last step
def train_epoch(model, optimizer, batches):
    model.train(True)
    acc = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        d = loss.detach()
        if acc is None:
            acc = torch.zeros_like(d)
        acc.add_(d)
    return float(acc / len(batches))
