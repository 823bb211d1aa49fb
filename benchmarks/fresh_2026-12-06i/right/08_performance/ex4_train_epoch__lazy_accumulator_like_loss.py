# Right: creates its accumulator lazily with torch.zeros_like(first loss) (same device and dtype as the losses, float64 for a float64 model), adds with add_ in place, and divides by the count once.
def train_epoch(model, optimizer, batches):
    model.train()
    acc = None
    count = 0
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        d = loss.detach()
        if acc is None:
            acc = torch.zeros_like(d)
        acc.add_(d)
        count += 1
    return acc.div(count).item()
