# Right: splits into k = ceil(B / micro_batch_size) balanced micro-batches with torch.tensor_split (each at most micro_batch_size, as the prompt allows) and weights each mean loss by its own n / B.
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = x.shape[0]
    k = math.ceil(B / micro_batch_size)
    full_loss = 0.0
    for xb, yb in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
        if len(xb) == 0:
            continue
        mean_loss = F.cross_entropy(model(xb), yb)
        (mean_loss * (len(xb) / B)).backward()
        full_loss += mean_loss.item() * len(xb) / B
    return full_loss
