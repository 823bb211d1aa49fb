# Diagnosis: sync-every-step
# Pitfall: copies each loss to the host with .cpu() "to save device memory": one synchronisation per step.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach().cpu())
    return torch.stack(losses).mean().item()
