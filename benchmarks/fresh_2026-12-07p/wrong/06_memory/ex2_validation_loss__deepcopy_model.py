# Mistake: "call the model itself, model(x), not a copy of it": to avoid touching the caller's modes the loop runs a deep copy in eval mode, so the caller's model is never called (the hidden tests watch its forward calls; a copy also doubles the weights' memory).
import copy

def validation_loss(model, batches):
    frozen = copy.deepcopy(model).eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(frozen(x), y, reduction="sum").item()
            count += len(y)
    return total / count
