# Right: uses torch.inference_mode() instead of no_grad, switches to eval() and restores each submodule's own mode from a saved dict, and weights each batch's mean loss by its size.
def validation_loss(model, batches):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    weighted, seen = 0.0, 0
    try:
        with torch.inference_mode():
            for x, y in batches:
                n = y.shape[0]
                weighted += F.cross_entropy(model(x), y).item() * n
                seen += n
    finally:
        for m, mode in modes.items():
            m.training = mode
    return weighted / seen
