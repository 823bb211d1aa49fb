# Diagnosis: model-not-called
# Pitfall: evaluate a deep copy so the caller's model "cannot be touched": the caller's model never runs (its hooks and statistics are not the ones used).
import copy


def evaluate(model, x, y, batch_size=256):
    model = copy.deepcopy(model).eval()
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    return total_loss / len(x), correct / len(x)
