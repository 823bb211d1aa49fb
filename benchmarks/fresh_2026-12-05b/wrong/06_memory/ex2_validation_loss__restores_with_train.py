# Mistake: "Leave the model (... the train/eval mode of every submodule) ... as you found them" -- "restores" by calling model.train(), which leaves a model that arrived in eval mode (or with some submodules in eval) in train mode.
def validation_loss(model, batches):
    model.eval()
    total, count = 0.0, 0
    try:
        with torch.no_grad():
            for x, y in batches:
                total += F.cross_entropy(model(x), y, reduction="sum").item()
                count += y.shape[0]
    finally:
        model.train()
    return total / count
