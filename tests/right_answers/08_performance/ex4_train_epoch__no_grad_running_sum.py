# A running sum built under no_grad (so it carries no graph), read with float() after the loop.
def train_epoch(model, optimizer, batches):
    model.train()
    running = None
    for xb, yb in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(xb.to(xb.device)), yb)
        loss.backward()
        optimizer.step()
        with torch.no_grad():
            running = loss.clone() if running is None else running.add_(loss)
    return float(running) / len(batches)
