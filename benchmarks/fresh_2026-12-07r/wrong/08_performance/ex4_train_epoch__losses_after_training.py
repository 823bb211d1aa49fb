# Mistake: "returns the mean of the per-batch losses" of the training pass: to avoid reading during the loop, recomputing the losses in a second no-grad pass after the last step measures the updated model (and draws extra dropout masks), so the value differs whenever the learning rate is not 0.
def train_epoch(model, optimizer, batches):
    model.train()
    for x, y in batches:
        optimizer.zero_grad()
        F.cross_entropy(model(x), y).backward()
        optimizer.step()
    with torch.no_grad():
        losses = torch.stack([F.cross_entropy(model(x), y) for x, y in batches])
    return losses.mean().item()
