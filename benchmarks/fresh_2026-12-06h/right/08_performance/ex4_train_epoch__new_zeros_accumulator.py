# Right: the running total is made from the first loss itself (`loss.new_zeros(())`, with the loss's device and dtype), accumulated in place with `add_`, every submodule switched to training mode one by one, and the division done on the Python float after the single read.
def train_epoch(model, optimizer, batches):
    for module in model.modules():
        module.train()
    total = None
    count = 0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        if total is None:
            total = loss.new_zeros(())
        total.add_(loss.detach())
        count += 1
    return total.item() / count
