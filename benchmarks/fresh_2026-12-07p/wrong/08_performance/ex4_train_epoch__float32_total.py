# Mistake: "float64 inputs (a float64 model): the number returned is compared with the reference's at float64's precision (a running total kept in float32 holds about 7 digits and differs)": the running total is a torch.zeros(()) (float32) updated in place, so float64 losses are rounded to float32 as they are added.
def train_epoch(model, optimizer, batches):
    model.train()
    total = torch.zeros(())
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
