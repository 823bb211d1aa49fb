# Mistake: "You may switch to eval() for the loop if you put every submodule back in its own mode before returning": it restores only the top-level flag with model.train(was_training), which sets every submodule to that mode, so a train-mode model whose Dropout/BatchNorm the caller froze in eval mode comes back with them in train mode.
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
