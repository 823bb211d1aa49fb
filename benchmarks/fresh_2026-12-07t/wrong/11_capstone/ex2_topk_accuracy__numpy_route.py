# Mistake: "inputs on an accelerator (a GPU): the work runs on that device": the inputs are moved to the CPU and ranked with NumPy's argsort, which reads every logit back (and `.numpy()` would refuse them without the .cpu()).
import numpy as np

def topk_accuracy(logits, labels, k):
    scores = logits.detach().cpu().numpy()
    truth = labels.cpu().numpy().astype(np.int64)
    top = np.argsort(-scores, axis=1, kind="stable")[:, :k]
    return float((top == truth[:, None]).any(axis=1).mean())
