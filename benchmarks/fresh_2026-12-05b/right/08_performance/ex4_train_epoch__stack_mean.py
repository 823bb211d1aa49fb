# Right: model.train() once, detached losses collected in a list, one torch.stack(...).mean() read back with float() after the loop.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return float(torch.stack(losses).mean())
