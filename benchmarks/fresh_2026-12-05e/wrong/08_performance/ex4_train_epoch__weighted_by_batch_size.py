# Mistake: "returns the **mean of the per-batch losses** (each batch counts once, whatever its size)" — weights each batch's loss by its number of examples, a per-example mean; differs when batch sizes differ (e.g. n = 1 then 5)
def train_epoch(model, optimizer, batches):
    model.train()
    total, count = 0.0, 0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = total + loss.detach() * x.shape[0]
        count += x.shape[0]
    return (total / count).item()
