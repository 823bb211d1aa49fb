# Right: accumulates the detached losses into a running tensor that starts from the first loss (so it keeps the loss's dtype and device), divides, and reads it with .tolist() (a 0-d tensor gives a Python float).
def train_epoch(model, optimizer, batches):
    for module in model.modules():
        module.train()
    running = 0
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        out = model(x)
        loss = F.cross_entropy(out, y)
        loss.backward()
        optimizer.step()
        running = running + loss.detach()
    return (running / len(batches)).tolist()
