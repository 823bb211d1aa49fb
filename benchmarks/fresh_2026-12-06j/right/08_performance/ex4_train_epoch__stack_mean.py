# Right: collects the detached losses in a list and reads torch.stack(losses).mean() once with .item() after the loop (the stack keeps the loss dtype, float64 included).
def train_epoch(model, optimizer, batches):
    model.train()
    detached = []
    for xb, yb in batches:
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        detached.append(loss.detach())
    return torch.stack(detached).mean().item()
