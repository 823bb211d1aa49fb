# Right: keeps the detached losses in a list, clears with model.zero_grad(), and reads torch.stack(losses).mean() once with float() after the last step.
def train_epoch(model, optimizer, batches):
    model.train(True)
    losses = []
    for x, y in batches:
        model.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return float(torch.stack(losses).mean())
