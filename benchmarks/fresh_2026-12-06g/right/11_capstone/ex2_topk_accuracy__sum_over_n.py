# Right: one (N, k) comparison of the top-k indices with the labels as an (N, 1) column (view(-1, 1) works for any integer dtype, uint8 compared by value), at most one match per row, so the total number of matches divided by N in Python is the fraction of rows that hit
def topk_accuracy(logits, labels, k):
    indices = torch.topk(logits, k, dim=1).indices
    matches = int((indices == labels.reshape(-1, 1)).sum())
    return matches / logits.shape[0]
