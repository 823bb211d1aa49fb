# Mistake: "Leave the model ... and the global grad mode as you found them" — switches grad off with set_grad_enabled(False) and back on with set_grad_enabled(True): a caller under torch.no_grad() comes back with gradients enabled
def validation_loss(model, batches):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)
    total, count = 0.0, 0
    for x, y in batches:
        total += F.cross_entropy(model(x), y, reduction="sum").item()
        count += len(y)
    torch.set_grad_enabled(True)
    for m, flag in modes.items():
        m.training = flag
    return total / count
