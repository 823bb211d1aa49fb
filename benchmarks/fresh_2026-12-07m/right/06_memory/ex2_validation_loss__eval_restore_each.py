# Right: switches to eval() under torch.no_grad(), recording and restoring each submodule's own mode in a finally block; sums losses as a float64 tensor on the batches' device.
def validation_loss(model, batches):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        with torch.no_grad():
            total, count = None, 0
            for x, y in batches:
                s = F.cross_entropy(model(x), y, reduction="sum").double()
                total = s if total is None else total + s
                count += y.numel()
        return total.item() / count
    finally:
        for m, mode in modes:
            m.training = mode
