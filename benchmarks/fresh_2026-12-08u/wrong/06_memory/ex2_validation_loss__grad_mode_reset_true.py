# Mistake: "Leave ... the global grad mode as you found them (your function may be called inside torch.no_grad())": it switches grad mode off and then back ON with torch.set_grad_enabled(True), so a caller inside torch.no_grad() finds grad mode enabled after the call (and records graphs from then on).
def validation_loss(model, batches):
    torch.set_grad_enabled(False)
    total, count = 0.0, 0
    for x, y in batches:
        logits = model(x)
        total += F.cross_entropy(logits, y, reduction="sum").item()
        count += y.shape[0]
    torch.set_grad_enabled(True)
    return total / count
