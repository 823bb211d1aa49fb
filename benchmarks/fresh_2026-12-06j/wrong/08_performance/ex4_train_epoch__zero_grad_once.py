# Mistake: "doing zero_grad, forward, backward and step for each batch ... (zero them before each backward)": gradients are cleared once before the loop, so from the second batch on each step uses the gradients of all earlier batches added together.
def train_epoch(model, optimizer, batches):
    model.train()
    optimizer.zero_grad()
    losses = []
    for x, y in batches:
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses).mean().item()
