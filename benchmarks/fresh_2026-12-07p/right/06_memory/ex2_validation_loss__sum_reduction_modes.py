# Right: sums per-example losses with reduction="sum" and divides by the count once, switching to eval() for the loop and restoring each submodule's own mode from a saved list.
def validation_loss(model, batches):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    total, count = 0.0, 0
    try:
        with torch.no_grad():
            for x, y in batches:
                total += F.cross_entropy(model(x), y, reduction="sum").item()
                count += len(y)
    finally:
        for m, was_training in modes:
            m.training = was_training
    return total / count
