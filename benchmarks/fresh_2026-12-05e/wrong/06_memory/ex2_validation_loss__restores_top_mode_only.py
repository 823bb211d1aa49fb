# Mistake: "Leave the model (weights, and the train/eval mode of every submodule) ... as you found them" — restores with model.train(was_training), which puts the BatchNorm/Dropout the caller froze inside a training model back in training mode
def validation_loss(model, batches):
    was_training = model.training
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += len(x)
    model.train(was_training)
    return total / count
