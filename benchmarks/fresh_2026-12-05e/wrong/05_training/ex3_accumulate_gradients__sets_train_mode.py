# Mistake: "leaves `x`, `y` and the model's mode (train or eval) as it found it" — switches the model to train() for the backward passes and never restores it, so a model that arrived in eval mode (and its frozen BatchNorm/Dropout) leaves in training mode
import torch.nn.functional as F


def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad()
    B, total = len(x), 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += loss.item()
    return total
