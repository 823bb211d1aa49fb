# Mistake: "They fail if any [host read] happens before the last step ... `bool()` (so also `if loss > x:` or a NaN check)" -- skips the step when the loss is NaN, a bool() read every batch.
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        if torch.isnan(loss):
            continue
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    return (total / len(batches)).item()
