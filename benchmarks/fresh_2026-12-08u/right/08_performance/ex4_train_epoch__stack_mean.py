# Right: keeps the detached losses in a list and averages them at the end with torch.stack(...).mean() (in the losses' own dtype, on their device), one .item(); zeroes with model.zero_grad() and switches modes with train(True).
def train_epoch(model, optimizer, batches):
    model.train(True)
    kept = []
    for xb, yb in batches:
        model.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        kept.append(loss.detach())
    return torch.stack(kept).mean().item()
