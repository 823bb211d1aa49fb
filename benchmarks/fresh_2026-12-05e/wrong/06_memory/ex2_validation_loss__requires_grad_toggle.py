# Mistake: "Leave the model (weights, ...) as you found them" — avoids the graph by turning requires_grad off on every parameter and back on at the end, which makes the caller's frozen weight trainable
def validation_loss(model, batches):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    model.requires_grad_(False)
    total, count = 0.0, 0
    for x, y in batches:
        total += F.cross_entropy(model(x), y, reduction="sum").item()
        count += y.shape[0]
    model.requires_grad_(True)
    for m, flag in modes.items():
        m.training = flag
    return total / count
