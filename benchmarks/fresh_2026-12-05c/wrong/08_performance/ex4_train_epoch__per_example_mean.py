# Mistake: "returns the **mean of the per-batch losses** (each batch counts once, whatever its size)" — weights each batch by its size (per-example mean), different when batch sizes differ
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    count = 0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        part = loss.detach() * len(y)
        total = part if total is None else total + part
        count += len(y)
    return (total / count).item()
