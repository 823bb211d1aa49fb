# Right: keeps the detached losses in a list and reads torch.stack(...).mean() once after the loop; zeroes with set_to_none via the model.
def train_epoch(model, optimizer, batches):
    model.train()
    kept = []
    for inputs, targets in batches:
        model.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(inputs), targets)
        loss.backward()
        optimizer.step()
        kept.append(loss.detach())
    return float(torch.stack(kept).mean())
