# Right: switches to eval() for the loop and restores each submodule's own mode from a saved list; uses inference_mode instead of no_grad.
def validation_loss(model, batches):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        weighted, n = 0.0, 0
        with torch.inference_mode():
            for x, y in batches:
                weighted += F.cross_entropy(model(x), y).item() * len(x)
                n += len(x)
    finally:
        for m, mode in modes:
            m.training = mode
    return weighted / n
