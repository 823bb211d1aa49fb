# Mistake: "Leave the model (weights, and the train/eval mode of every submodule) ... as you found them" — it puts the model in eval() for the loop and calls model.train() at the end: a model that arrived in eval mode leaves in training mode, and the BatchNorm/Dropout the caller froze are unfrozen.
def validation_loss(model, batches):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += len(y)
    model.train()
    return total / count
