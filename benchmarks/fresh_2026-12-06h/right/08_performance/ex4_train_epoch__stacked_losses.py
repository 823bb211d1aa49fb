# Right: keeps the detached per-batch losses in a list on the device and reads their `torch.stack(...).mean()` once after the loop; gradients cleared with set_to_none right before each backward.
def train_epoch(model, optimizer, batches):
    model.train(True)
    per_batch = []
    for x, y in batches:
        out = model(x)
        loss = F.cross_entropy(out, y)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        per_batch.append(loss.detach())
    return float(torch.stack(per_batch).mean())
