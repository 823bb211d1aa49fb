# Mistake: "They fail if any [host copy] happens before the last step ... `bool()` (so also `if loss > x:` or a NaN check)" — checks every loss for NaN with an `if`, a host sync per step
def train_epoch(model, optimizer, batches):
    model.train()
    total = None
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        if torch.isnan(loss):
            raise FloatingPointError("loss is NaN")
        loss.backward()
        optimizer.step()
        total = loss.detach() if total is None else total + loss.detach()
    return (total / len(batches)).item()
