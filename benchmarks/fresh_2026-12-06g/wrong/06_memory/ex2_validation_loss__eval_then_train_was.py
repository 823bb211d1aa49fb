# Mistake: "Leave the model (weights, and the train/eval mode of every submodule) ... as you found it" — eval() then model.train(was_training) puts a BatchNorm/Dropout the caller had frozen in eval mode inside a training model back into training mode
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
