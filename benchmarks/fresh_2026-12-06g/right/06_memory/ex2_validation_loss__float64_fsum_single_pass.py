# Right: one pass under set_grad_enabled(False) (restores the caller's grad mode on exit), per-batch summed losses computed in float64 from the logits and added with math.fsum, divided by the number of examples; no mode switch (nothing in the model depends on it) and nothing else touched
import math


def validation_loss(model, batches):
    sums, count = [], 0
    with torch.set_grad_enabled(False):
        for x, y in batches:
            logits = model(x).to(torch.float64)
            sums.append(F.cross_entropy(logits, y, reduction="sum").item())
            count += int(y.shape[0])
    return math.fsum(sums) / count
