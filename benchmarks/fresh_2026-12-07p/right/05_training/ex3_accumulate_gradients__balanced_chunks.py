# Right: splits into k = ceil(B / micro_batch_size) balanced chunks with torch.tensor_split (each at most micro_batch_size), weights each mean loss by len / B, and keeps the total as a detached tensor read once.
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = x.shape[0]
    k = math.ceil(B / micro_batch_size)
    total = None
    for xb, yb in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
        loss = F.cross_entropy(model(xb), yb) * (xb.shape[0] / B)
        loss.backward()
        total = loss.detach() if total is None else total + loss.detach()
    return total.item()
