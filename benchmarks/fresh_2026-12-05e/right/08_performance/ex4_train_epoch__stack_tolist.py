# Right: keeps detached losses in a list on the device, stacks and averages after the loop, reads the 0-d mean once with .tolist() (a Python float for a 0-d tensor)
def train_epoch(model, optimizer, batches):
    model.train()
    kept = []
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        out = model(x)
        loss = F.cross_entropy(out, y)
        loss.backward()
        optimizer.step()
        kept.append(loss.detach())
    mean = torch.stack(kept).mean()
    return mean.tolist()
