# Mistake: "put every submodule back in its own mode before returning" — remembers only model.training and calls model.train(was_training), which also switches the caller's frozen (eval-mode) BatchNorm/Dropout submodules of a train-mode model back to train.
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
