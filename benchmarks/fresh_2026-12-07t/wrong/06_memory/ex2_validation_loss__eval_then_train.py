# Mistake: "You may switch to eval() for the loop if you put every submodule back in its own mode before returning": model.train() at the end switches on the Dropout/BatchNorm layers the caller froze in eval mode (and a model called in eval mode comes back in train mode).
def validation_loss(model, batches):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += len(y)
    model.train()
    return total / count
