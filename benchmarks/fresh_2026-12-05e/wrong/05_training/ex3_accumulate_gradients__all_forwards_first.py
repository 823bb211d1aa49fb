# Mistake: "for each micro-batch in turn runs one forward pass and then calls `backward()` on its loss, before the next micro-batch's forward pass (so only one micro-batch's graph is in memory at a time)" — runs every forward first and keeps the losses in a list, then calls backward on each: right gradients, but every graph alive at once
import torch.nn.functional as F


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    losses = [F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
              for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size))]
    for loss in losses:
        loss.backward()
    return float(sum(loss.item() for loss in losses))
