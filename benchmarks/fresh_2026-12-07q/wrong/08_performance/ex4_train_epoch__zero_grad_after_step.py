# Mistake: "Gradients left by earlier code must not leak into the first step (zero them before each backward)": zeroing after each step instead of before each backward lets the caller's stale gradients add into the first step.
def train_epoch(model, optimizer, batches):
    model.train()
    running = None
    for x, y in batches:
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        running = loss.detach() if running is None else running + loss.detach()
    return (running / len(batches)).item()
