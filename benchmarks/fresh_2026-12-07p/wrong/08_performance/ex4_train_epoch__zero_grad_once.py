# Mistake: "doing zero_grad, forward, backward and step for each batch" / "zero them before each backward": the gradients are cleared once before the loop, so from the second batch on each step applies the sum of all gradients so far.
def train_epoch(model, optimizer, batches):
    model.train()
    optimizer.zero_grad()                           # no stale gradients from earlier code
    total = 0.0
    for x, y in batches:
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
    return (total / len(batches)).item()
