# Mistake: "on an accelerator, values read back to Python ... at most once more than the reference does, not once per batch" — the losses stay on the device during the loop, but torch.tensor(losses) after it copies every 0-d loss to the host one by one (a host read per batch; on the emulated accelerator it builds a CPU tensor from device tensors)
def train_epoch(model, optimizer, batches):
    model.train()
    losses = []
    for x, y in batches:
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.tensor(losses).mean().item()
