# Mistake: "put every submodule back in its own mode before returning" — restores only the top module's flag with model.train(was_training), which cascades to all children, so a Dropout/BatchNorm the caller froze in eval inside a train-mode model comes back in train mode.
def validation_loss(model, batches):
    was_training = model.training
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += len(y)
    model.train(was_training)
    return total / count
