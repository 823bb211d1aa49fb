# Mistake: "train it in training mode (every submodule, Dropout included)": the mode is set with model.training = True, which changes only the top-level flag, so a Dropout that arrived in eval mode stays off during training.
def train_epoch(model, optimizer, batches):
    model.training = True
    total = 0.0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
    return (total / len(batches)).item()
