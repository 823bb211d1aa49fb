# Mistake: "call the model itself, `model(x)`, not a copy of it" - evaluates a deep copy put in eval mode (to leave the original untouched), so the caller's model is never called (and a model with a forward hook or counter sees no call).
import copy

def validation_loss(model, batches):
    evaluator = copy.deepcopy(model).eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(evaluator(x), y, reduction="sum").item()
            count += len(y)
    return total / count
