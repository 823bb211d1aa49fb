# Mistake: "Gradients left by earlier code must not leak into the first step (zero them before each backward)": gradients are zeroed after each step, so the first step adds the backward to gradients left by earlier code.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()           # clean up for the next step
        total = total + loss.detach()
    return (total / len(batches)).item()
