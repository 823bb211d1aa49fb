# Mistake: "when a `torch.OutOfMemoryError` is raised, in the forward **or** in the backward of any micro-batch" — the try covers the forward pass only; an OOM raised during backward escapes at k = 1
import torch.nn.functional as F


def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        failed = False
        for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
            try:
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
            except torch.OutOfMemoryError:
                failed = True
                break
            loss.backward()
        if not failed:
            return k
        if 2 * k > max_micro_batches or 2 * k > len(x):
            raise torch.OutOfMemoryError("out of memory")
        k *= 2
