# Mistake: "You may switch to `eval()` for the loop if you put every submodule back in its own mode before returning" — saves only `model.training` and restores with `model.train(was_training)`, which sets every submodule to the root's mode: the Dropout/BatchNorm layers the caller froze in eval mode come back in training mode.
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
