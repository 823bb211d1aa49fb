# Right: splits into ceil(B / micro_batch_size) balanced micro-batches with torch.tensor_split (allowed: each at most micro_batch_size), sets every .grad to None by hand, and keeps the loss as a float64 running sum of detached weighted losses
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = len(x)
    k = math.ceil(B / micro_batch_size)
    running = torch.zeros((), dtype=torch.float64, device=x.device)
    for xb, yb in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
        weighted = F.cross_entropy(model(xb), yb) * (xb.shape[0] / B)
        weighted.backward()
        running += weighted.detach().double()
    return running.item()
