# Mistake: "Leave ... the global grad mode as you found them (your function may be called inside torch.no_grad())": it switches grad mode off and then back ON, so a caller inside torch.no_grad() finds recording turned on after the call.
def validation_loss(model, batches):
    torch.set_grad_enabled(False)
    total, count = 0.0, 0
    for x, y in batches:
        total += F.cross_entropy(model(x), y, reduction="sum").item()
        count += y.shape[0]
    torch.set_grad_enabled(True)
    return total / count
