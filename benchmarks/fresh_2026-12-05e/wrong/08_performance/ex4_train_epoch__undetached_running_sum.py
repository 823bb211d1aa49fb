# Mistake: "accumulate **detached** losses ... They fail ... if the tensor you finally read still carries a graph" — sums the losses themselves, so the running total chains every step's graph and the tensor read by .item() requires grad
def train_epoch(model, optimizer, batches):
    model.train()
    running = 0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        running = running + loss
    return (running / len(batches)).item()
