# Right: a loop over the rows (N is small), each row's top-k indices as a Python list and the label as an int; the count divided by the number of rows
def topk_accuracy(logits, labels, k):
    n = logits.shape[0]
    hits = 0
    for i in range(n):
        best = logits[i].topk(k).indices.tolist()
        if int(labels[i]) in best:
            hits += 1
    return hits / n
