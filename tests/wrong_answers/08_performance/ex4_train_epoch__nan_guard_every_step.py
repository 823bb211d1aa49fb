# Diagnosis: sync-every-step
# Pitfall: a NaN check in every step: `if` on a tensor needs its value on the host, like .item().
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        if torch.isnan(loss):
            raise FloatingPointError("the loss is NaN")
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
