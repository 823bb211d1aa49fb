# Mistake: "try again with twice as many micro-batches (2, 4, 8, ...)" (`k` only takes the values 1, 2, 4, 8) — retries with one more micro-batch each time (1, 2, 3, 4, ...), so it returns 3 where 4 was expected and sees other batch sizes
import torch.nn.functional as F


def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if k + 1 > max_micro_batches or k + 1 > len(x):
                raise
            k += 1
