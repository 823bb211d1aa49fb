# Mistake: "the fraction (a Python float ...)": the mean is taken with np.mean on the hits, which returns numpy.float64 (a float subclass, not a Python float) and calls .numpy(), which refuses tensors on an accelerator.
import numpy as np

def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = (top == labels[:, None]).any(dim=1)
    return np.mean(hits.numpy())
