# Right: sets training mode on every module explicitly (model.modules() includes the model itself), zeroes the model's gradients before each backward, keeps detached losses in a list and reads the mean once with .item() after the loop
def train_epoch(model, optimizer, batches):
    for module in model.modules():
        module.training = True
    kept = []
    for xb, yb in batches:
        model.zero_grad()
        logits = model(xb)
        loss = F.cross_entropy(logits, yb)
        loss.backward()
        optimizer.step()
        kept.append(loss.detach())
    return torch.stack(kept).mean().item()
