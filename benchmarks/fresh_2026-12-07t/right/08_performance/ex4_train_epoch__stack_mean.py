# Right: keeps the detached per-batch losses in a list and reads torch.stack(...).mean() once after the loop; zeroes with model.zero_grad().
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for xb, yb in batches:
        model.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
