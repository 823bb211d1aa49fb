# Mistake: "Leave the model (weights ...) as you found them ... possibly a frozen weight": switching graph recording off with model.requires_grad_(False) and back on with requires_grad_(True) unfreezes the caller's frozen weight (its requires_grad comes back True).
def validation_loss(model, batches):
    model.requires_grad_(False)          # no parameter requires grad: no graph is recorded
    total, count = 0.0, 0
    try:
        for x, y in batches:
            loss = F.cross_entropy(model(x), y, reduction="sum")
            total += loss.item()
            count += y.shape[0]
    finally:
        model.requires_grad_(True)
    return total / count
