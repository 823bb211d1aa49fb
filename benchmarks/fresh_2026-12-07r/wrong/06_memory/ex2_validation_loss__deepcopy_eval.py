# Mistake: "call the model itself, model(x), not a copy of it": evaluating a deepcopy in eval mode leaves the modes alone but never calls the caller's model (and copies all its weights); a caller that watches its model's calls sees none.
import copy

def validation_loss(model, batches):
    evaluator = copy.deepcopy(model).eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(evaluator(x), y, reduction="sum").item()
            count += y.shape[0]
    return total / count
