# Mistake: "call the model itself, `model(x)`, not a copy of it": to leave the modes untouched it evaluates a deepcopy of the model, so the caller's model (and its hooks/instrumentation) is never called.
import copy

def validation_loss(model, batches):
    evaluator = copy.deepcopy(model).eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(evaluator(x), y).item() * len(y)
            count += len(y)
    return total / count
