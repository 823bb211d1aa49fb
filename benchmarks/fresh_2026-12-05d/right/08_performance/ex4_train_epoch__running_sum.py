# Right: a running device-side sum of detached losses started from the first loss (same device and dtype), zero_grad(set_to_none=True) before each backward, one float() after the loop
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    count = 0
    for xb, yb in batches:
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
        count += 1
    return float(total / count)
