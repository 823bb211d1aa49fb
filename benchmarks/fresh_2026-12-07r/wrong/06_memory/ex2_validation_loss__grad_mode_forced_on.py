# Mistake: "Leave ... the global grad mode as you found them (your function may be called inside torch.no_grad())": switching grad off with set_grad_enabled(False) and back on with set_grad_enabled(True) turns gradients on for a caller that was under torch.no_grad().
def validation_loss(model, batches):
    torch.set_grad_enabled(False)
    total, count = 0.0, 0
    for x, y in batches:
        total += F.cross_entropy(model(x), y).item() * len(x)
        count += len(x)
    torch.set_grad_enabled(True)
    return total / count
