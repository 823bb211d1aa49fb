# Mistake: "put every submodule back in its own mode before returning": model.train(was_training) puts the caller's frozen BatchNorm1d/Dropout (eval inside a train-mode model) into train mode too.
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
