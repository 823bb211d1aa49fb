# Right: sums the detached losses with Python's sum (tensors stay on the device, in the loss's own dtype) and divides by the number of batches after the loop, reading once with .item().
def train_epoch(model, optimizer, batches):
    model.train(True)
    detached = []
    for x, y in batches:
        optimizer.zero_grad()
        F_loss = F.cross_entropy(model(x), y)
        F_loss.backward()
        optimizer.step()
        detached.append(F_loss.detach())
    mean = sum(detached[1:], detached[0]) / len(detached)
    return mean.item()
