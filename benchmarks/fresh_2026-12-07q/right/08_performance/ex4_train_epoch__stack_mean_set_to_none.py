# Right: model.zero_grad(set_to_none=True) before each forward, detached losses stacked and averaged once after the loop, read with float().
def train_epoch(model, optimizer, batches):
    model.train()
    kept = []
    for x, y in batches:
        model.zero_grad(set_to_none=True)
        out = model(x)
        loss = F.cross_entropy(out, y)
        loss.backward()
        optimizer.step()
        kept.append(loss.detach())
    return float(torch.stack(kept).mean())
