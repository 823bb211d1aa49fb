# Mistake: "`k`: an integer from 1 to C" with C the logits' second dimension: the number of classes is read from the labels (labels.max() + 1) to cap k, so when the highest classes do not occur among the labels k is cut (e.g. C=5, labels [0, 1], k=4 becomes top-2) and hits are missed.
def topk_accuracy(logits, labels, k):
    num_classes = int(labels.max()) + 1
    k = min(k, num_classes)                     # never ask for more classes than there are
    top = logits.topk(k, dim=1).indices
    return (top == labels[:, None]).any(dim=1).float().mean().item()
