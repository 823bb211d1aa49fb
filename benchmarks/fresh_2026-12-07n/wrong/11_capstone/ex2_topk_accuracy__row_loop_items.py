# Mistake: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads" — loops over the rows in Python with int(...) and .tolist() per row, reading N + N*k values back to the host.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = 0
    for row in range(len(labels)):
        if int(labels[row]) in top[row].tolist():
            hits += 1
    return hits / len(labels)
