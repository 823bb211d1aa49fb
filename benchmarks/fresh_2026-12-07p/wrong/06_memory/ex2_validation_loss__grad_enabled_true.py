# Mistake: "Leave ... the global grad mode as you found it (your function may be called inside torch.no_grad())": grad mode is switched off and then switched on unconditionally, so a caller under torch.no_grad() gets grad mode back on after the call.
def validation_loss(model, batches):
    torch.set_grad_enabled(False)
    total, count = 0.0, 0
    for x, y in batches:
        total += F.cross_entropy(model(x), y, reduction="sum").item()
        count += len(y)
    torch.set_grad_enabled(True)
    return total / count
