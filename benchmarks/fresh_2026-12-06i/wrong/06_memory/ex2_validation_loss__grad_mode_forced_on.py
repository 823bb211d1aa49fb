# Mistake: "Leave ... the global grad mode as you found it (your function may be called inside `torch.no_grad()`)" — switches grad off and then unconditionally back on, so a caller under no_grad() leaves with grad mode enabled.
def validation_loss(model, batches):
    torch.set_grad_enabled(False)
    total, count = 0.0, 0
    for x, y in batches:
        total += F.cross_entropy(model(x), y, reduction="sum").item()
        count += y.shape[0]
    torch.set_grad_enabled(True)
    return total / count
