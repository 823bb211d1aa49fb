# Mistake: "Keep the losses on the device until the loop is over" / "inputs on an accelerator (a GPU): the work runs on that device" — the running total is torch.zeros((), dtype=torch.float64) made on the CPU; adding a GPU loss into it in place fails (a CPU tensor cannot take a device operand), so the function breaks on an accelerator.
def train_epoch(model, optimizer, batches):
    model.train()
    total = torch.zeros((), dtype=torch.float64)     # float64: exact enough for a float64 model too
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total += loss.detach()
    return (total / len(batches)).item()
