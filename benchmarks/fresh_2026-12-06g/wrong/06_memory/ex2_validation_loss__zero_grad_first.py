# Mistake: "Leave the model (weights ...) as you found it" (the model may hold "gradients of an earlier step already in .grad") — model.zero_grad() "to be safe before evaluating" wipes the caller's accumulated gradients
def validation_loss(model, batches):
    model.zero_grad()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(model(x), y, reduction="sum").item()
            count += y.shape[0]
    return total / count
