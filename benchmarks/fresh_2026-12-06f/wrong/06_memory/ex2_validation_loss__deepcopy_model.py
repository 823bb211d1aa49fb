# Mistake: "Leave the model ... as you found it, and call the model itself" — evaluates a deep copy put in eval mode (so the caller's modes cannot change), which calls another module than the one given (hooks, forward-call counters and anything identity-based never see the call).
import copy


def validation_loss(model, batches):
    frozen = copy.deepcopy(model).eval()
    total, n = 0.0, 0
    with torch.no_grad():
        for x, y in batches:
            total += F.cross_entropy(frozen(x), y, reduction="sum").item()
            n += len(y)
    return total / n
