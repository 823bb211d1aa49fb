# Right: each batch's mean loss weighted by its size, read with .item() under no_grad (nothing saved), one pass over the iterable; every submodule's flag restored by assignment in a finally block; grad mode restored by the context manager
def validation_loss(model, batches):
    flags = [(m, m.training) for m in model.modules()]
    model.eval()
    weighted, examples = 0.0, 0
    try:
        with torch.no_grad():
            for x, y in batches:
                n = y.shape[0]
                weighted += F.cross_entropy(model(x), y).item() * n
                examples += n
    finally:
        for m, flag in flags:
            m.training = flag
    return weighted / examples
