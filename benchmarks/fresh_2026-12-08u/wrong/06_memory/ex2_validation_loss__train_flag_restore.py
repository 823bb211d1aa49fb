# Mistake: "Leave the model (weights, and the train/eval mode of every submodule) ... as you found them" and "put every submodule back in its own mode before returning": it remembers only model.training and calls model.train(was_training) at the end, which sets every submodule to the top-level mode, so a model in train mode whose Dropout/BatchNorm the caller froze in eval mode comes back with those layers in train mode.
def validation_loss(model, batches):
    was_training = model.training
    model.eval()
    total, count = 0.0, 0
    try:
        with torch.no_grad():
            for x, y in batches:
                total += F.cross_entropy(model(x), y, reduction="sum").item()
                count += len(y)
    finally:
        model.train(was_training)
    return total / count
