# Right: balanced micro-batches with torch.tensor_split into ceil(B / m) parts (each at most m), sum-reduced loss divided by B.
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(x)
    k = math.ceil(B / micro_batch_size)
    total = 0.0
    for xb, yb in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += loss.item()
    return total
