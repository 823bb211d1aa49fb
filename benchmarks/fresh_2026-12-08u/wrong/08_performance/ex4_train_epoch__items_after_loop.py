# Mistake: "after it, one read, as the reference makes, or at most one more" / "values read back to Python ... at most once more than the reference does, not once per batch" — keeps the losses on the device during the loop but then calls .item() on each one after it: one host read per batch.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    values = [l.item() for l in losses]       # the loop is over: reading now is fine
    return sum(values) / len(values)
