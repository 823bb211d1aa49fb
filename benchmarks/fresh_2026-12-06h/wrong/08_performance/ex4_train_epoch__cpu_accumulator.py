# Mistake: "inputs on an accelerator (a GPU): the work runs on that device, and the result is still a Python value" — the running total is `torch.zeros(())`, created on the CPU, and `total += loss.detach()` adds a device tensor into a CPU tensor, which fails ("Expected all tensors to be on the same device") for batches on an accelerator.
def train_epoch(model, optimizer, batches):
    model.train()
    total = torch.zeros((), dtype=batches[0][0].dtype)
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
