# Mistake: "Leave ... the global grad mode as you found them (your function may be called inside torch.no_grad())" — switches grad off with set_grad_enabled(False) and back on with set_grad_enabled(True), so a caller inside torch.no_grad() finds grad mode on after the call.
def validation_loss(model, batches):
    torch.set_grad_enabled(False)
    total, count = 0.0, 0
    for x, y in batches:
        total += F.cross_entropy(model(x), y, reduction="sum").item()
        count += len(y)
    torch.set_grad_enabled(True)
    return total / count
