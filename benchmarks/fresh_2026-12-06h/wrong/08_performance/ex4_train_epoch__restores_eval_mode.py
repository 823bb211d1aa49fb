# Mistake: "The model may arrive in eval mode: train it in training mode ..., and leave it in training mode" — remembers the caller's mode and puts the model back in eval mode at the end, as a polite function would; a model that arrived in eval mode is left in eval mode.
def train_epoch(model, optimizer, batches):
    was_training = model.training
    model.train()
    try:
        losses = []
        for x, y in batches:
            optimizer.zero_grad()
            loss = F.cross_entropy(model(x), y)
            loss.backward()
            optimizer.step()
            losses.append(loss.detach())
        return torch.stack(losses).mean().item()
    finally:
        model.train(was_training)
