# Right: collects the detached per-batch losses in a list and reads torch.stack(losses).mean() once after the last step, with optimizer.zero_grad(set_to_none=True) first in each iteration.
def train_epoch(model, optimizer, batches):
    model.train(True)
    losses = []
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        logits = model(x)
        loss = F.cross_entropy(logits, y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
