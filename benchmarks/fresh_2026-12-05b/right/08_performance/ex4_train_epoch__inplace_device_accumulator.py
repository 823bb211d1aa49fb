# Right: train(True), a 0-dim float64 accumulator created on the batches' device, add_ of each detached loss, division by the batch count and .item() after the loop.
def train_epoch(model, optimizer, batches):
    model.train(True)
    acc = torch.zeros((), dtype=torch.float64, device=batches[0][1].device)
    for x, y in batches:
        model.zero_grad(set_to_none=True)
        optimizer.zero_grad(set_to_none=True)
        out = model(x)
        loss = F.cross_entropy(out, y)
        loss.backward()
        optimizer.step()
        acc.add_(loss.detach())
    return acc.div(len(batches)).item()
