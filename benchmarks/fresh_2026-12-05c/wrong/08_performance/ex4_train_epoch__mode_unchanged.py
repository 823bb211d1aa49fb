# Mistake: "The model may arrive in eval mode: train it in training mode (every submodule, Dropout included), and leave it in training mode" — never calls model.train(), so a model arriving in eval mode trains without Dropout and stays in eval mode
def train_epoch(model, optimizer, batches):
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    return (total / len(batches)).item()
