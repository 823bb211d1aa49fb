# Mistake: "float64 inputs (a float64 model): the number returned is compared with the reference's at float64's precision (a running total kept in float32 holds about 7 digits and differs)" — accumulates into torch.zeros((), device=...) which is float32, so a float64 model's mean is rounded to float32.
def train_epoch(model, optimizer, batches):
    model.train()
    total = torch.zeros((), device=batches[0][0].device)
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
