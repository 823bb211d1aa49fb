# Right: switches to eval() for the loop and restores each submodule's own mode from a saved dict in a finally block; accumulates a weighted sum of batch means (mean * size) in Python floats.
def validation_loss(model, batches):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        weighted, n = 0.0, 0
        with torch.no_grad():
            for x, y in batches:
                size = int(y.numel())
                weighted += F.cross_entropy(model(x), y).item() * size
                n += size
    finally:
        for m, mode in modes.items():
            m.training = mode
    return weighted / n
