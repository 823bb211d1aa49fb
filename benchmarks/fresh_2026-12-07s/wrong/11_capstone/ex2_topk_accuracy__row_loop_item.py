# Mistake: "at most one value more read back to the host than the reference reads" - loops over the rows and reads each label with .item() and each row's top-k with .tolist(), so on a GPU it reads back 2 * N values.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = 0
    for i in range(labels.shape[0]):
        if labels[i].item() in top[i].tolist():
            hits += 1
    return hits / labels.shape[0]
