# Mistake: "train it in training mode (every submodule, Dropout included)" with a model "arriving in ... training mode with its Dropout in eval mode": model.train() is called only when the root is in eval mode, so that Dropout stays in eval mode and the run differs from the reference's.
def train_epoch(model, optimizer, batches):
    if not model.training:
        model.train()
    total = 0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
    return (total / len(batches)).item()
