# Diagnosis: domain-wrong-result
# Pitfall: the float64 losses added into a float32 total (torch.zeros in the default dtype): a float64 model's mean loss comes back rounded to float32.
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
