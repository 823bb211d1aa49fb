# Diagnosis: not-tensor-split
# Pitfall: "split with `x.tensor_split(k)` (chunks may differ in size by one ...)" — splits with x.chunk(k), which makes chunks of ceil(N / k) and can return fewer than k of them (N = 5, k = 4 gives 2, 2, 1): the model sees other micro-batch sizes, e.g. 2 where the capacity is 1 and tensor_split would give 2, 1, 1, 1
import torch.nn.functional as F


def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.chunk(k), y.chunk(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise
            k *= 2
