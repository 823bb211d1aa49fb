# Mistake: "Gradients left by earlier code must not leak into the first step (zero them before each backward)" — zeroes the gradients after each step instead of before each backward, so gradients left by earlier code are added into the first step's update.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()                 # clean up for the next step
        total = total + loss.detach()
    return (total / len(batches)).item()
