# Right: preallocates a float64 buffer of one slot per batch on the batches' device, writes each detached loss into its slot under no_grad (no host copy), clears each parameter's .grad by hand before backward, and reads the mean with .item() after the last step
def train_epoch(model, optimizer, batches):
    model.train(True)
    device = batches[0][0].device
    buf = torch.zeros(len(batches), dtype=torch.float64, device=device)
    for i, (x, y) in enumerate(batches):
        for p in model.parameters():
            p.grad = None
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        with torch.no_grad():
            buf[i] = loss.detach()
    return buf.mean().item()
