# Mistake: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads": the rows are checked in a Python loop with int(labels[i]) and .tolist() per row, which reads every label and every row's top-k indices back to the host (N + N reads on a GPU).
def topk_accuracy(logits, labels, k):
    hits = 0
    for i in range(logits.shape[0]):
        if int(labels[i]) in logits[i].topk(k).indices.tolist():
            hits += 1
    return hits / logits.shape[0]
