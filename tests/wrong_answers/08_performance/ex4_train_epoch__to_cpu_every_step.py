# Diagnosis: sync-every-step
# Pitfall: loss.to("cpu") in every step: the same copy to the host as .cpu(), under another name.
def train_epoch(model, optimizer, batches):
    model.train()
    total = torch.zeros(())
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.detach().to("cpu")
    return (total / len(batches)).item()
