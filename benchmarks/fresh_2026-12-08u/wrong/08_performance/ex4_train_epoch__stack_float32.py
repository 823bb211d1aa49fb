# Mistake: "float64 inputs (a float64 model): the number returned is compared with the reference's at float64's precision" — stacks the detached losses and casts them with .float() before averaging, so a float64 model's mean is computed and returned at float32 precision.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).float().mean().item()
