# Mistake: "Leave the model (weights, and the train/eval mode of every submodule) ... as you found them" / "put every submodule back in its own mode": only the top-level flag is remembered and model.train(was_training) is applied to the whole tree, so a train-mode model whose Dropout/BatchNorm the caller froze in eval comes back with them in train mode.
def validation_loss(model, batches):
    was_training = model.training
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y).item() * len(y)
            count += len(y)
    model.train(was_training)
    return total / count
