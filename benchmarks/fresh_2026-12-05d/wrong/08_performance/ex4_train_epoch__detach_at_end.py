# Mistake: "accumulate **detached** losses (`loss.detach()`, so that the running total does not chain every step's graph together" — sums the live losses and detaches only the final total: every step's graph stays alive until the end of the epoch
def train_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total = total + loss          # detached once, below
    return (total / len(batches)).detach().item()
