# Mistake: "run `model` itself (not a copy)": the learner evaluates a deep copy so that the caller's modes never change; the copy costs a second model in memory and any forward hook or state on the real model is bypassed (a hook registered with a closure over a list still fires, because deepcopy copies the hook).
import copy


def evaluate(model, x, y, batch_size=256):
    probe = copy.deepcopy(model).eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = probe(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(1) == yb).sum().item()
    return loss_sum / len(x), correct / len(x)
