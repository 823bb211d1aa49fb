# Mistake: "Leave the model (weights, and the train/eval mode of every submodule) ... as you found them" — switches to eval() and never switches back, so a model passed in train mode comes back in eval mode
def validation_loss(model, batches):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += y.numel()
    return total / count
