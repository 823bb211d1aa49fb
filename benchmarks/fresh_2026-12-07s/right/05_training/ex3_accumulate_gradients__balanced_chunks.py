# Right: splits into ceil(B / micro) balanced chunks with torch.chunk (each at most micro_batch_size examples, allowed) and clears with p.grad = None per parameter.
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = len(x)
    k = math.ceil(B / micro_batch_size)
    total = 0.0
    for xb, yb in zip(torch.chunk(x, k), torch.chunk(y, k)):
        loss = F.cross_entropy(model(xb), yb)
        (loss * (xb.shape[0] / B)).backward()
        total += loss.item() * xb.shape[0] / B
    return total
