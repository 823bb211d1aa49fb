# Mistake: "copy a value to the host only after the last optimizer.step()" (Pitfall: loss.item() in every step) — reads every batch's loss with .item(), a host sync per step
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return sum(losses) / len(losses)
