# Mistake: "The model may arrive in eval mode: train it in training mode ..., and leave it in training mode": the function puts back the mode the model arrived in, so a model that arrived in eval mode (or with its Dropout in eval) leaves in that mode.
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
    for m, was_training in modes.items():
        m.train(was_training)                       # leave the model as we found it
    return float(total / len(batches))
