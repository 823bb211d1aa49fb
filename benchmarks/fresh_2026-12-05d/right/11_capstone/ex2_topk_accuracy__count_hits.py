# Right: compares the (N, k) indices with the labels reshaped to (N, 1), counts the rows with a hit and divides by N in Python (exact for any N), without touching the inputs
def topk_accuracy(logits, labels, k):
    indices = logits.topk(k, dim=-1, largest=True).indices
    hit_rows = (indices == labels.reshape(-1, 1).long()).any(dim=-1)
    return int(hit_rows.sum()) / int(labels.numel())
