# Mistake: "Gradients left by earlier code must not leak into the first step (zero them before each backward)." — zeroes after each step instead of before each backward, so the gradients left by earlier code are added into the first step
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for xb, yb in batches:
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()   # clean up for the next batch
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
