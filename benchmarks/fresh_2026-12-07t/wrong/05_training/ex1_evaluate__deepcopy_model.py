# Mistake: "run `model` itself (not a copy)": the model is deep-copied and the copy is evaluated, so the caller's model (its hooks' owner, its device memory) is never the one that runs, and a copy of every weight is made on each call.
import copy

def evaluate(model, x, y, batch_size=256):
    frozen = copy.deepcopy(model).eval()     # the caller's model and its modes stay untouched
    loss_sum, hits = 0.0, 0
    with torch.inference_mode():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = frozen(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            hits += int((out.argmax(1) == yb).sum())
    return loss_sum / len(x), hits / len(x)
