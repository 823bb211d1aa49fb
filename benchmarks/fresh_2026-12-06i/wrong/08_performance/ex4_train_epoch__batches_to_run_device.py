# Mistake: "a caller whose notebook runs on an accelerator (`run.device` is a GPU) while the arguments above stay where they are: ... use the arguments'" — moves every batch to the notebook's run.device; with CPU batches and model on a GPU notebook the forward mixes devices and fails.
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for x, y in batches:
        x, y = x.to(run.device), y.to(run.device)
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
