# Mistake: finishes in NumPy, (...).cpu().numpy().mean(): the result is a numpy.float32, not a Python float.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return (top == labels[:, None]).any(dim=1).cpu().numpy().mean()
