# Right: records every submodule's own mode, switches to eval() under torch.inference_mode(), sums per-example losses (reduction="none") in float64, and restores each submodule's mode in a finally block.
def validation_loss(model, batches):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    total, count = 0.0, 0
    try:
        with torch.inference_mode():
            for x, y in batches:
                losses = F.cross_entropy(model(x), y, reduction="none")
                total += losses.double().sum().item()
                count += losses.numel()
    finally:
        for m, was_training in modes:
            m.train(was_training)
    return float(total / count)
