# Mistake: "call the model itself, `model(x)`, not a copy of it": it evaluates a deep copy in eval mode to leave the caller's modes alone, so the model the caller passed is never called (and a model in train mode is evaluated in eval mode).
import copy

def validation_loss(model, batches):
    evaluator = copy.deepcopy(model).eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(evaluator(x), y, reduction="sum").item()
            count += len(x)
    return total / count
