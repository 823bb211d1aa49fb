# Mistake: "Leave the model (weights, and the train/eval mode of every submodule) ... as you found them" — calls model.train() after the loop, so a model passed in eval mode (and the Dropout/BatchNorm the caller froze in eval) comes back in train mode.
def validation_loss(model, batches):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += len(y)
    model.train()
    return total / count
