# Mistake: "which is `1/k` only when all `k` micro-batches are equal" — divides every micro-batch loss by k, wrong when the last micro-batch is smaller
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    k = math.ceil(len(x) / micro_batch_size)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) / k
        loss.backward()
        total += loss.item()
    return total
