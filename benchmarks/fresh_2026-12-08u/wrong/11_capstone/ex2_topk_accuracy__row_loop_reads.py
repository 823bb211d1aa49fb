# Mistake: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads" — a loop over the rows with int(labels[i]) and .tolist() reads every label and every top-k row back to the host (2N reads) on a GPU.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = sum(int(labels[i]) in top[i].tolist() for i in range(len(labels)))
    return hits / len(labels)
