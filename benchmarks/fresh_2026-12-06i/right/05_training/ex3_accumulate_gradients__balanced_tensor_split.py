# Right: splits into k = ceil(B / micro_batch_size) balanced micro-batches with tensor_split (each at most micro_batch_size, as the prompt allows), weights each by n/B, and sums the returned loss with math.fsum.
import math


def accumulate_gradients(model, x, y, micro_batch_size):
    B = x.shape[0]
    k = math.ceil(B / micro_batch_size)
    model.zero_grad(set_to_none=True)
    parts = []
    for xb, yb in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
        if xb.shape[0] == 0:
            continue
        share = xb.shape[0] / B
        loss = F.cross_entropy(model(xb), yb)
        (loss * share).backward()
        parts.append(loss.item() * share)
    return math.fsum(parts)
