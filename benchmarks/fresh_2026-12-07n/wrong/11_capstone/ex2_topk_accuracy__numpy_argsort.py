# Mistake: "inputs on an accelerator (a GPU): the work runs on that device ... `.numpy()` refuses them" — does the ranking in NumPy (logits.detach().numpy()), which fails for tensors on an accelerator and copies everything to the host.
import numpy as np

def topk_accuracy(logits, labels, k):
    order = np.argsort(-logits.detach().numpy(), axis=1)[:, :k]
    hits = (order == labels.numpy()[:, None]).any(axis=1)
    return float(hits.mean())
