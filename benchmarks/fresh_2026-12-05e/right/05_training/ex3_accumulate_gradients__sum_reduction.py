# Right: each micro-batch's summed cross-entropy divided by B is exactly its mean weighted by n / B; backward per micro-batch before the next forward; zero_grad(set_to_none) leaves frozen weights without .grad; mode untouched
import torch.nn.functional as F


def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    total = 0.0
    for start in range(0, B, micro_batch_size):
        xb = x[start:start + micro_batch_size]
        yb = y[start:start + micro_batch_size]
        part = F.cross_entropy(model(xb), yb, reduction="sum") / B
        part.backward()
        total += part.item()
    return float(total)
