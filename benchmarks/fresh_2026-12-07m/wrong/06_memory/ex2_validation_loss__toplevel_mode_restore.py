# Mistake: "put every submodule back in its own mode before returning" - restores only the top module's flag with model.train(was_training), which also flips the Dropout/BatchNorm the caller froze in eval mode back to train when the model was in train mode.
def validation_loss(model, batches):
    was_training = model.training
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += y.shape[0]
    model.train(was_training)
    return total / count
