# Mistake: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads": the rows are checked in a Python loop with int(labels[i]) and .tolist(), which reads every label and every top-k row back to the host (2N reads on a GPU).
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = 0
    for i in range(len(labels)):
        if int(labels[i]) in top[i].tolist():
            hits += 1
    return hits / len(labels)
