# Mistake: "give up (re-raise the OOM)" — gives up by raising a new RuntimeError("still out of memory ...") from the OOM, so the caller's `except torch.OutOfMemoryError` no longer catches it
import torch.nn.functional as F


def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError as error:
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise RuntimeError(f"still out of memory with {k} micro-batches") from error
            k *= 2
