# Diagnosis: host-sync
# Pitfall: "on an accelerator, values read back to Python (...) at most once more than the reference does, not once per batch" — torch.tensor(list of device scalars) copies every loss to the host one by one (one read per batch) to build a new CPU tensor
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.tensor(losses).mean().item()
