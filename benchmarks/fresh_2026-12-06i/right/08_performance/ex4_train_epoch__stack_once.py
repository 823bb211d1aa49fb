# Right: keeps the list of detached per-batch losses on the device and reads their mean once with torch.stack(...).mean().tolist() (a 0-d tensor's tolist() is a Python float); zeroes through the optimizer before each backward.
def train_epoch(model, optimizer, batches):
    model.train(True)
    kept = []
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        out = model(x)
        loss = F.cross_entropy(out, y)
        loss.backward()
        optimizer.step()
        kept.append(loss.detach())
    mean = torch.stack(kept).mean()
    return float(mean.tolist())
