# Right: uses torch.chunk into k = ceil(B / m) pieces (each at most m examples, sizes may differ), sums per-example losses and divides by B (so each piece weighs n / B), backward per piece before the next forward; gradients set to None once beforehand (frozen weights keep none); loss total accumulated detached in float64.
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(x)
    k = math.ceil(B / micro_batch_size)
    total = 0.0
    for xb, yb in zip(torch.chunk(x, k), torch.chunk(y, k)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += float(loss.detach().double())
    return total
