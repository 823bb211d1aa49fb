# Mistake: "Leave ... the global grad mode as you found them" and "a caller under `torch.no_grad()`" — it turns grad mode off with torch.set_grad_enabled(False) and back on with set_grad_enabled(True) at the end: a caller that was under no_grad() comes back with grad mode enabled.
def validation_loss(model, batches):
    torch.set_grad_enabled(False)
    weighted, n = 0.0, 0
    for x, y in batches:
        weighted += F.cross_entropy(model(x), y).item() * len(y)
        n += len(y)
    torch.set_grad_enabled(True)
    return weighted / n
