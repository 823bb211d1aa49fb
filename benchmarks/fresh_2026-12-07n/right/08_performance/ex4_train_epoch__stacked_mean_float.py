# Right: keeps the detached losses in a list, takes torch.stack(...).mean() after the loop and converts with float(); zero_grad(set_to_none=True) spelled out.
def train_epoch(model, optimizer, batches):
    model.train(True)
    losses = []
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return float(torch.stack(losses).mean())
