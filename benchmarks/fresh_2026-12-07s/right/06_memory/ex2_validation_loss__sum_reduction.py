# Right: records every submodule's own mode, runs the loop in eval() under torch.no_grad(), sums reduction="sum" losses as Python floats and divides by the example count, then restores each submodule's mode one by one.
def validation_loss(model, batches):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    total, count = 0.0, 0
    try:
        with torch.no_grad():
            for x, y in batches:
                total += F.cross_entropy(model(x), y, reduction="sum").item()
                count += y.shape[0]
    finally:
        for m, was_training in modes:
            m.train(was_training)
    return total / count
