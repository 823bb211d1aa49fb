# Mistake: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads": .tolist() of the top-k indices and of the labels reads every value back and does the comparison in Python.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices.tolist()
    hits = sum(label in row for row, label in zip(top, labels.tolist()))
    return hits / len(top)
