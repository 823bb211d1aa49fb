# Mistake: "returns that full-batch mean loss as a Python float" — the gradients are weighted by n / B, but the returned loss is the plain mean of the micro-batch losses, wrong whenever the last micro-batch is smaller
import torch.nn.functional as F


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    losses = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb)
        (loss * len(xb) / len(x)).backward()
        losses.append(loss.item())
    return sum(losses) / len(losses)
