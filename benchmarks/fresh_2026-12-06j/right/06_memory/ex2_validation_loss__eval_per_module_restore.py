# Right: switches to eval() but records every submodule's own mode and restores each one in a finally block; weights each batch's mean loss by its size.
def validation_loss(model, batches):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        weighted, n = 0.0, 0
        with torch.no_grad():
            for x, y in batches:
                weighted += F.cross_entropy(model(x), y).item() * len(x)
                n += len(x)
        return weighted / n
    finally:
        for m, mode in modes:
            m.training = mode
