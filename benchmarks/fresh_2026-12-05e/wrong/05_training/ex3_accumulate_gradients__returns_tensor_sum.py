# Mistake: "returns that full-batch mean loss as a Python float" — returns the sum of the weighted (detached) loss tensors: a 0-d tensor, not a float
import torch.nn.functional as F


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    total = torch.zeros((), dtype=x.dtype)
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * xb.shape[0] / x.shape[0]
        loss.backward()
        total += loss.detach()
    return total
