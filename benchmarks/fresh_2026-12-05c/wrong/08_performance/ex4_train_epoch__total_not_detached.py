# Mistake: "accumulate **detached** losses (loss.detach(), so that the running total does not chain every step's graph together)" — adds the live loss tensors, so the tensor finally read still carries a graph through every step
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = total + loss
    return (total / len(batches)).item()
