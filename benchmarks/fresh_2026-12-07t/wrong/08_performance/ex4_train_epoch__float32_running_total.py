# Mistake: "float64 inputs (a float64 model): the number returned is compared with the reference's at float64's precision (a running total kept in float32 ... differs)": the running total starts as torch.zeros(()) (float32) and `+=` keeps it float32, so a float64 model's mean loses digits.
def train_epoch(model, optimizer, batches):
    model.train()
    total = torch.zeros(())
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
