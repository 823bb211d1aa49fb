# Mistake: "Leave the model (weights, and the train/eval mode of every submodule) ... You may switch to eval() for the loop if you put every submodule back in its own mode": model.train(was_training) puts every submodule in the model's own mode, so the caller's frozen (eval-mode) Dropout/BatchNorm inside a train-mode model come back in train mode.
def validation_loss(model, batches):
    was_training = model.training
    model.eval()
    total, count = 0.0, 0
    try:
        with torch.no_grad():
            for x, y in batches:
                total += F.cross_entropy(model(x), y, reduction="sum").item()
                count += len(y)
    finally:
        model.train(was_training)
    return total / count
