# Mistake: "Gradients left by earlier code must not leak into the first step (zero them before each backward)" — zeroes after each step instead, so the gradients already present are added to the first batch's
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    for x, y in batches:
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        total = loss.detach() if total is None else total + loss.detach()
    return (total / len(batches)).item()
