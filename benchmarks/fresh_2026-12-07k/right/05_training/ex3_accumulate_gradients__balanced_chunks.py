# Right: splits into k = ceil(B / micro_batch_size) balanced chunks (each at most micro_batch_size examples, as the prompt allows) and weights each chunk's mean loss by n / B
import math
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    k = math.ceil(B / micro_batch_size)
    loss_value = 0.0
    for xb, yb in zip(x.chunk(k), y.chunk(k)):
        share = len(xb) / B
        loss = F.cross_entropy(model(xb), yb)
        (share * loss).backward()
        loss_value += share * loss.item()
    return loss_value
