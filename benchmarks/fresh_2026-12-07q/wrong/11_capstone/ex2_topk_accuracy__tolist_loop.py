# Mistake: "on an accelerator, the work runs on the inputs' device: at most one value more read back to the host than the reference reads" - this reads the (N, k) top-k indices and all labels back with .tolist() and checks membership in Python, N * k + N values read back on a GPU.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices.tolist()
    hits = sum(int(label) in row for row, label in zip(top, labels.tolist()))
    return hits / len(top)
