# Mistake: "Gradients left by earlier code must not leak into the first step (zero them before each backward)": gradients are cleared after each step instead of before each backward, so gradients left by earlier code are added into the first step's update.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for x, y in batches:
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        total = total + loss.detach()
    return float(total / len(batches))
