# Mistake: "call the model itself, model(x), not a copy of it": to avoid touching the caller's modes it evaluates a deep copy put in eval mode, so the model itself is never called (and a model that counts or hooks its calls sees none).
import copy

def validation_loss(model, batches):
    frozen = copy.deepcopy(model).eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(frozen(x), y, reduction="sum").item()
            count += len(y)
    return total / count
