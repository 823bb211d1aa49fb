# Mistake: "a frozen parameter holds no `.grad` before the call and none after" (and "after the call, `model` as the reference leaves it"): clearing with `p.grad = torch.zeros_like(p)` on every parameter gives a frozen weight (requires_grad=False) a zero .grad that stays there
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)          # start the sum at zero
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
