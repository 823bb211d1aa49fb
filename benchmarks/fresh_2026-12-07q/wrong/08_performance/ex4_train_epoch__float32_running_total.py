# Mistake: "float64 inputs (a float64 model): the number returned is compared ... at float64's precision (a running total kept in float32 ... differs)": the running total is a float32 zero tensor updated in place (`+=` keeps its dtype), so float64 losses are rounded to float32.
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
