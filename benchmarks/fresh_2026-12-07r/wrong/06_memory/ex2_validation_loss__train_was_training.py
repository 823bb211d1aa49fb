# Mistake: "put every submodule back in its own mode before returning": restoring with model.train(was_training) sets every submodule to the top model's mode, so a BatchNorm1d/Dropout the caller froze in eval mode inside a train-mode model comes back in train mode.
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
