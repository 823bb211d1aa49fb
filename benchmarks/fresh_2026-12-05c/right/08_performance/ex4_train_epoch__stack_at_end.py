# Right: keeps each detached loss in a list, stacks them after the loop and reads the mean once with float(); zero_grad(set_to_none=True) before each backward; model.train() at the start and left so
def train_epoch(model, optimizer, batches):
    model.train()
    kept = []
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        logits = model(x)
        loss = F.cross_entropy(logits, y)
        loss.backward()
        optimizer.step()
        kept.append(loss.detach())
    return float(torch.stack(kept).mean())
