# Approach: a loop over the rows with torch.topk and a membership test.
def topk_accuracy(logits, labels, k):
    hits = 0
    for row, label in zip(logits, labels, strict=True):
        hits += int(label.item() in torch.topk(row, k).indices.tolist())
    return hits / len(labels)
