# Right: a running total of detached 0-d losses on the batches' device and dtype (started from the first loss, so no tensor is made on the CPU), one division and one float() after the last step; train() on every submodule before the loop, left so
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        detached = loss.detach()
        total = detached if total is None else total + detached
    return float(total / len(batches))
