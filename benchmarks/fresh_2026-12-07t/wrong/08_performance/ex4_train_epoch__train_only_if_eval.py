# Mistake: "train it in training mode (every submodule, Dropout included)": train() is called only when the top-level model is in eval mode, so a model in training mode whose Dropout is in eval mode trains with Dropout off.
def train_epoch(model, optimizer, batches):
    if not model.training:
        model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
    return float(total / len(batches))
