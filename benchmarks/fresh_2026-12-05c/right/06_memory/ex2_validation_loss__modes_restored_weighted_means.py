# Right: puts every submodule in eval for the pass and restores each one's own mode in a finally block, runs under no_grad, and weights each batch mean by its size (mean * n) before dividing by the total count
def validation_loss(model, batches):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    weighted, n_total = 0.0, 0
    try:
        with torch.no_grad():
            for x, y in batches:
                n = len(x)
                weighted += F.cross_entropy(model(x), y).item() * n
                n_total += n
    finally:
        for m, was_training in modes:
            m.training = was_training
    return weighted / n_total
