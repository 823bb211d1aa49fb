# Mistake: "run `model` itself (not a copy)": evaluating a `copy.deepcopy(model)` in eval mode leaves the caller's modes alone, but the caller's model is never run (its forward hooks fire on the copy, and a large model is duplicated in memory)
import copy


def evaluate(model, x, y, batch_size=256):
    frozen = copy.deepcopy(model).eval()       # nothing to restore afterwards
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = frozen(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    return loss_sum / len(x), correct / len(x)
