# Diagnosis: domain-wrong-result
# Pitfall: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the running total is a CPU tensor (float32 by default), so adding a device loss into it copies to the host every batch (or fails on a device that refuses to mix), and float64 losses are rounded to float32
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
