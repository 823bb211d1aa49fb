# Mistake: "a micro-batch of `n` examples counts `n / B`" — weights each micro-batch's mean by n / micro_batch_size (its share of a full micro-batch), so the gradients come out B / micro_batch_size times the right ones (too large when B exceeds it, too small when B is smaller), exact only when B == micro_batch_size
import torch.nn.functional as F


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / micro_batch_size)
        loss.backward()
        total += loss.item() * micro_batch_size / len(x)
    return total
