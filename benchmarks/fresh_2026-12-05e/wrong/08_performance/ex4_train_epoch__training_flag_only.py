# Mistake: "train it in training mode (every submodule, Dropout included)" — sets only the top module's `training` attribute; a model arriving in eval mode (or with its Dropout in eval) trains with Dropout still off
def train_epoch(model, optimizer, batches):
    model.training = True
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    return (total / len(batches)).item()
