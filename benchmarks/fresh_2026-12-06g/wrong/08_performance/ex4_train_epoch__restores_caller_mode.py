# Mistake: "The model may arrive in eval mode: train it in training mode (every submodule, Dropout included), and leave it in training mode." — a careful "restore what the caller had" reading: it puts every submodule's mode back as it arrived, so a model that arrived in eval mode (or with its Dropout in eval mode) is left in eval mode
def train_epoch(model, optimizer, batches):
    modes = {m: m.training for m in model.modules()}
    model.train()
    total = 0.0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = total + loss.detach()
    for m, mode in modes.items():
        m.training = mode
    return (total / len(batches)).item()
