# Mistake: "Gradients left by earlier code must not leak into the first step (zero them before each backward)" — zeroes the gradients after each step instead of before, so gradients left by earlier code are added into the first step.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for x, y in batches:
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
