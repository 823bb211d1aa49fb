# Keep the detached losses in a list on the device; one stack, one mean, one read at the end.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for xb, yb in batches:
        logits = model(xb)
        loss = F.cross_entropy(logits, yb)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return float(torch.stack(losses).mean())
