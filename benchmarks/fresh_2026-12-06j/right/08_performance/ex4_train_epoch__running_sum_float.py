# Right: keeps a running device tensor that starts from the first detached loss (so it has the loss's dtype) and converts with float() once, after the last step.
def train_epoch(model, optimizer, batches):
    model.train(True)
    running = None
    for step_index, (inputs, targets) in enumerate(batches):
        optimizer.zero_grad()
        loss = F.cross_entropy(model(inputs), targets)
        loss.backward()
        optimizer.step()
        running = loss.detach().clone() if step_index == 0 else running.add(loss.detach())
    return float(running / len(batches))
