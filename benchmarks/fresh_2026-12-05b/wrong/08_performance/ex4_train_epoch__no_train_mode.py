# Mistake: "The model may arrive in eval mode: train it in training mode (every submodule, Dropout included), and leave it in training mode" -- never calls model.train(), so a model that arrives in eval mode trains without dropout and stays in eval mode.
def train_epoch(model, optimizer, batches):
    running = torch.zeros((), device=batches[0][0].device)
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        running += loss.detach()
    return (running / len(batches)).item()
