# Mistake: "Gradients left by earlier code must not leak into the first step (zero them before each backward)" — clears the gradients after each step only, so the first backward adds to the gradients left by earlier code.
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0
    for x, y in batches:
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        total = total + loss.detach()
    return float(total / len(batches))
